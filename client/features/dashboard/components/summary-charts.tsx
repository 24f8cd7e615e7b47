import { Bar, BarChart, LabelList, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LabelProps, TooltipPayloadEntry } from 'recharts';
import { WhenVisible } from '../../../components/charts/when-visible';
import { ChartTooltip, Swatch } from '../../../components/charts/chart-tooltip';
import { tickStyle, useChartTheme, type ChartTheme } from '../../../components/charts/chart-theme';
import { formatInteger, formatPercent } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';

// Loaded lazily (React.lazy) so Recharts stays out of the dashboard's first chunk.

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
  items: Slice[];
  /** The value's unit in the legend and tooltip: "proje", "firma". */
  noun: string;
}

/** A donut with its legend (name, count, share, detail) as a list beside it, or under it on phones. */
export function DonutChart({ items, noun }: DonutChartProps) {
  const theme = useChartTheme();
  const slices = slicesFor(items, theme);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const share = (value: number) => formatPercent(total > 0 ? (value / total) * 100 : 0);
  const rows = (payload: readonly TooltipPayloadEntry[]) => {
    const slice = payload[0]?.payload as (typeof slices)[number] | undefined;
    if (!slice) return [];
    return [
      { key: 'count', name: `${formatInteger(slice.value)} ${noun}`, color: slice.fill, value: share(slice.value) },
      ...(slice.detail ? [{ key: 'detail', name: 'Kurulu güç', color: slice.fill, value: slice.detail }] : []),
    ];
  };

  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
      <div className="relative size-52 shrink-0">
        <WhenVisible height="100%">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie
                data={slices}
                dataKey="value"
                nameKey="name"
                innerRadius="58%"
                outerRadius="96%"
                paddingAngle={slices.length > 1 ? 1.5 : 0}
                stroke={theme.surface}
                strokeWidth={2}
                isAnimationActive={false}
              />
              <Tooltip content={(props) => <ChartTooltip {...props} title={(p) => String(p[0]?.name ?? '')} rows={rows} />} />
            </PieChart>
          </ResponsiveContainer>
        </WhenVisible>
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
          <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{formatInteger(total)}</span>
          <span className="text-xs text-slate-500 dark:text-slate-400">{noun}</span>
        </div>
      </div>
      <ul className="w-full min-w-0 flex-1 space-y-1.5 text-sm">
        {slices.map((slice) => (
          <li key={slice.name} className="flex items-center gap-2">
            <Swatch color={slice.fill} />
            <span className="min-w-0 flex-1 truncate text-slate-700 dark:text-slate-300" title={slice.name}>
              {slice.name}
            </span>
            <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums dark:text-white">{formatInteger(slice.value)}</span>
            <span className="w-14 text-right text-xs whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400">{share(slice.value)}</span>
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
export function CityBarChart({ items, seriesName }: { items: CityBar[]; seriesName: string }) {
  const theme = useChartTheme();
  const narrow = useMediaQuery('(max-width: 639px)');
  const rows = (payload: readonly TooltipPayloadEntry[]) => {
    const bar = payload[0]?.payload as CityBar | undefined;
    if (!bar) return [];
    return [
      { key: 'value', name: seriesName, color: theme.solar, value: bar.label },
      ...(bar.detail ? [{ key: 'detail', name: bar.detail.name, color: theme.other, value: bar.detail.value }] : []),
    ];
  };
  const height = items.length * (narrow ? 34 : 38) + 16;
  return (
    <WhenVisible height={height}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={items} layout="vertical" margin={{ top: 0, right: narrow ? 84 : 96, bottom: 0, left: 0 }} barCategoryGap="22%">
          <XAxis type="number" hide />
          <YAxis
            type="category"
            dataKey="name"
            tick={{ ...tickStyle(theme), fontSize: narrow ? 11 : 12 }}
            tickLine={false}
            axisLine={false}
            width={narrow ? 92 : 120}
            interval={0}
          />
          <Tooltip
            cursor={{ fill: theme.isDark ? 'rgba(148,163,184,0.12)' : 'rgba(148,163,184,0.15)' }}
            content={(props) => <ChartTooltip {...props} title={(p) => String((p[0]?.payload as CityBar | undefined)?.name ?? '')} rows={rows} />}
          />
          <Bar dataKey="value" name={seriesName} fill={theme.solar} radius={[0, 6, 6, 0]} maxBarSize={26} isAnimationActive={false}>
            <LabelList
              dataKey="label"
              // A plain <text> so the value never wraps onto two lines.
              content={(props: LabelProps) => {
                const box = props.viewBox as { x?: number; y?: number; width?: number; height?: number } | undefined;
                if (!box) return null;
                return (
                  <text
                    x={(box.x ?? 0) + (box.width ?? 0) + 8}
                    y={(box.y ?? 0) + (box.height ?? 0) / 2}
                    dy="0.35em"
                    fill={theme.axis}
                    fontSize={narrow ? 11 : 12}
                  >
                    {props.value}
                  </text>
                );
              }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </WhenVisible>
  );
}
