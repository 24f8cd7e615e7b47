import { BarList } from '../../../components/charts/bar-list';
import { Swatch } from '../../../components/charts/chart-tooltip';
import { useChartTheme, type ChartTheme } from '../../../components/charts/chart-theme';
import { Donut } from '../../../components/charts/donut';
import { formatInteger, formatPercent } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';

// The dashboard's summaries drawn as plain SVG and CSS: no chart library on these tabs
// (docs/decisions/032-member-pages-draw-what-is-in-view.md).

export interface Slice {
  name: string;
  value: number;
  /** A colour for this name (e.g. a project status), else one from the palette. */
  color?: (theme: ChartTheme) => string | undefined;
  /** A second figure for the legend and tooltip (e.g. "1.234,5 MWp"). */
  detail?: string;
}

/** At most this many slices; the rest are summed as "Diğer". */
const MAX_SLICES = 9;

function slicesFor(items: Slice[], theme: ChartTheme) {
  const sorted = [...items].filter((i) => i.value > 0).sort((a, b) => b.value - a.value);
  const shown = sorted.length > MAX_SLICES + 1 ? sorted.slice(0, MAX_SLICES) : sorted;
  const rest = sorted.slice(shown.length);
  let paletteIndex = 0;
  const slices = shown.map((item) => {
    const fixed = item.color?.(theme);
    const fill = fixed ?? theme.palette[paletteIndex++ % theme.palette.length]!;
    return { name: item.name, value: item.value, detail: item.detail, fill };
  });
  if (rest.length > 0) {
    slices.push({ name: `Diğer (${rest.length})`, value: rest.reduce((sum, r) => sum + r.value, 0), detail: undefined, fill: theme.other });
  }
  return slices;
}

interface DonutChartProps {
  /** The panel's title: the chart's name for assistive technology. */
  label: string;
  items: Slice[];
  /** The value's unit in the legend and tooltip: "proje", "firma". */
  noun: string;
}

/** A donut with its legend (name, count, share, detail) as a list beside it, or under it on phones. */
export function DonutChart({ label, items, noun }: DonutChartProps) {
  const theme = useChartTheme();
  const slices = slicesFor(items, theme);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const share = (value: number) => formatPercent(total > 0 ? (value / total) * 100 : 0);
  const tooltip = (slice: (typeof slices)[number]) => ({
    title: slice.name,
    rows: [
      { key: 'count', name: `${formatInteger(slice.value)} ${noun}`, color: slice.fill, value: share(slice.value) },
      ...(slice.detail ? [{ key: 'detail', name: 'Kurulu güç', color: slice.fill, value: slice.detail }] : []),
    ],
  });

  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
      <Donut
        label={label}
        description={`Toplam ${formatInteger(total)} ${noun}, ${formatInteger(slices.length)} dilim; her dilim yanındaki listede.`}
        surface={theme.surface}
        slices={slices.map((slice) => ({ key: slice.name, value: slice.value, fill: slice.fill, tooltip: tooltip(slice) }))}
        center={
          <>
            <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{formatInteger(total)}</span>
            <span className="text-xs text-slate-500 dark:text-slate-400">{noun}</span>
          </>
        }
      />
      <ul className="w-full min-w-0 flex-1 space-y-1.5 text-sm">
        {slices.map((slice) => (
          <li key={slice.name} className="flex items-center gap-2">
            <Swatch color={slice.fill} />
            <span className="min-w-0 flex-1 truncate text-slate-700 dark:text-slate-300" title={slice.name}>
              {slice.name}
            </span>
            <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums dark:text-white">{formatInteger(slice.value)}</span>
            <span className="w-14 text-right text-xs whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400">{share(slice.value)}</span>
            {slice.detail && <span className="sr-only">, kurulu güç {slice.detail}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface CityBar {
  name: string;
  value: number;
  /** The bar's label and tooltip value (e.g. "1.234,5 MWp" or "42 firma"). */
  label: string;
  /** A second tooltip line (e.g. Proje sayısı: 12). */
  detail?: { name: string; value: string };
}

/** The top cities as horizontal bars, biggest on top, each labelled with its value. */
export function CityBarChart({ label, items, seriesName }: { label: string; items: CityBar[]; seriesName: string }) {
  const theme = useChartTheme();
  const narrow = useMediaQuery('(max-width: 639px)');
  return (
    <BarList
      label={label}
      description={`${formatInteger(items.length)} şehir, en büyüğü ilk sırada.`}
      narrow={narrow}
      color={theme.solar}
      textColor={theme.axis}
      cursor={theme.isDark ? 'rgba(148,163,184,0.12)' : 'rgba(148,163,184,0.15)'}
      items={items.map((bar) => ({
        key: bar.name,
        name: bar.name,
        value: bar.value,
        label: bar.label,
        spoken: bar.detail ? `, ${bar.detail.name.toLocaleLowerCase('tr-TR')} ${bar.detail.value}` : undefined,
        tooltip: {
          title: bar.name,
          rows: [
            { key: 'value', name: seriesName, color: theme.solar, value: bar.label },
            ...(bar.detail ? [{ key: 'detail', name: bar.detail.name, color: theme.other, value: bar.detail.value }] : []),
          ],
        },
      }))}
    />
  );
}
