import type { ReactNode } from 'react';
import { BandChart } from '../../../components/charts/band-chart';
import { niceTicks } from '../../../components/charts/chart-geometry';
import { tooltipSentence, type TooltipContent } from '../../../components/charts/chart-interaction';
import { ChartLegend, type ChartTooltipRow } from '../../../components/charts/chart-tooltip';
import { useChartTheme, type ChartTheme } from '../../../components/charts/chart-theme';
import { formatInteger, formatNumber, formatPercent } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { periodLabel, SHARE_LABELS, SHARE_NOTE, shortMonthName, type StatLabels, type StatPoint } from '../series';

// Loaded lazily (React.lazy): the home page shows the table first, so the charts' code waits for "Grafik".

interface ChartDatum {
  key: string;
  tick: string;
  title: string;
  /** A month inside the shown range without a row: drawn as a gap. */
  missing: boolean;
  total: number | null;
  renewable: number | null;
  solar: number | null;
  licensed: number | null;
  unlicensed: number | null;
  /** Solar not split into licensed / unlicensed (a month entered without the split). */
  rest: number | null;
  renewableShare: number | null;
  solarShare: number | null;
}

interface Series {
  key: keyof ChartDatum;
  name: string;
  color: string;
  shape: 'square' | 'line';
}

const monthIndex = (p: { year: number; month: number }) => p.year * 12 + (p.month - 1);

/**
 * The months from the first to the last shown, left to right in time order. A month without a row
 * stays on the axis as a gap, so an uneven series does not look evenly spaced.
 */
function toData(points: StatPoint[], multiYear: boolean): ChartDatum[] {
  const byMonth = new Map(points.map((p) => [monthIndex(p), p]));
  const indexes = [...byMonth.keys()];
  if (indexes.length === 0) return [];
  const first = Math.min(...indexes);
  const last = Math.max(...indexes);
  const data: ChartDatum[] = [];
  for (let index = first; index <= last; index += 1) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const tick = multiYear ? `${shortMonthName(month)} ${year}` : shortMonthName(month);
    const p = byMonth.get(index);
    if (!p) {
      data.push({
        key: `gap-${index}`,
        tick,
        title: periodLabel({ year, month }),
        missing: true,
        total: null,
        renewable: null,
        solar: null,
        licensed: null,
        unlicensed: null,
        rest: null,
        renewableShare: null,
        solarShare: null,
      });
      continue;
    }
    const split = p.licensed !== null || p.unlicensed !== null;
    const rest = split ? p.solar - (p.licensed ?? 0) - (p.unlicensed ?? 0) : p.solar;
    data.push({
      key: p.id,
      tick,
      title: `${periodLabel(p)}${p.is_estimate ? ' (tahmini)' : ''}`,
      missing: false,
      total: p.total,
      renewable: p.renewable,
      solar: p.solar,
      licensed: p.licensed,
      unlicensed: p.unlicensed,
      rest: rest > 0.005 ? rest : null,
      renewableShare: p.renewableShare,
      solarShare: p.solarShare,
    });
  }
  return data;
}

/**
 * The labelled months of a multi-year chart (their indexes): each January (shown as the year), and
 * the first month when it is far enough from the first January not to collide with it.
 */
function yearStartTicks(data: ChartDatum[], narrow: boolean): number[] {
  const januaries = data.map((d, i) => ({ d, i })).filter(({ d }) => d.tick.startsWith(`${shortMonthName(1)} `));
  const firstJanuary = januaries[0]?.i ?? data.length;
  // On a phone, every second year once there are many.
  const step = narrow && januaries.length > 6 ? 2 : 1;
  const ticks = januaries.filter((_, n) => n % step === 0).map(({ i }) => i);
  if (data.length > 0 && firstJanuary >= 6) ticks.unshift(0);
  return ticks;
}

/** The solar bars: licensed and unlicensed stacked where the split is known, the rest as plain solar. */
function solarSeries(data: ChartDatum[], labels: StatLabels, theme: ChartTheme): Series[] {
  const hasSplit = data.some((d) => d.licensed !== null || d.unlicensed !== null);
  if (!hasSplit) return [{ key: 'rest', name: labels.solar, color: theme.solar, shape: 'square' }];
  const series: Series[] = [
    { key: 'licensed', name: labels.licensed, color: theme.solarLicensed, shape: 'square' },
    { key: 'unlicensed', name: labels.unlicensed, color: theme.solarUnlicensed, shape: 'square' },
  ];
  if (data.some((d) => d.rest !== null)) series.push({ key: 'rest', name: `${labels.solar} (ayrımsız)`, color: theme.solar, shape: 'square' });
  return series;
}

const NO_DATA_ROW: ChartTooltipRow = { key: 'none', name: 'Bu ay için veri yok', color: 'transparent', value: '' };

function ChartCard({ title, note, legend, children }: { title: string; note?: string; legend: Series[]; children: ReactNode }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <figcaption className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <span className="font-semibold text-slate-900 dark:text-white">{title}</span>
        <ChartLegend items={legend.map((s) => ({ key: s.key, name: s.name, color: s.color, shape: s.shape }))} />
      </figcaption>
      <div className="mt-3">{children}</div>
      {note && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{note}</p>}
    </figure>
  );
}

interface StatisticsChartsProps {
  /** Newest first, as the table shows them. */
  points: StatPoint[];
  labels: StatLabels;
  /** More than one year is shown ("Tüm Yıllar"): ticks carry the year. */
  multiYear: boolean;
}


/** The values (stacked solar bars, renewable and total lines) and the shares (0–100 %) by month. */
export default function StatisticsCharts({ points, labels, multiYear }: StatisticsChartsProps) {
  const theme = useChartTheme();
  const narrow = useMediaQuery('(max-width: 639px)');
  const data = toData(points, multiYear);
  const bars = solarSeries(data, labels, theme);
  const lines: Series[] = [
    { key: 'renewable', name: labels.renewable, color: theme.renewable, shape: 'line' },
    { key: 'total', name: labels.total, color: theme.total, shape: 'line' },
  ];
  const shares: Series[] = [
    { key: 'renewableShare', name: SHARE_LABELS.renewable, color: theme.renewable, shape: 'line' },
    { key: 'solarShare', name: SHARE_LABELS.solar, color: theme.solar, shape: 'line' },
  ];
  const values = (s: Series) => ({ key: s.key, color: s.color, values: data.map((d) => d[s.key] as number | null) });
  // Dots mark the real months when there are few (gaps between them are joined by the line).
  const dotRadius = points.length > 36 ? undefined : points.length <= 3 ? 5 : 3;
  const ticks = data.map((d) => d.tick);
  const axis = {
    ticks,
    // Several years: one label per year (at January), else every month that fits.
    tickIndexes: multiYear ? yearStartTicks(data, narrow) : undefined,
    tickFormat: multiYear ? (value: string) => (value.startsWith(`${shortMonthName(1)} `) ? value.slice(-4) : value) : undefined,
    yAxisWidth: narrow ? 56 : 68,
    fontSize: narrow ? 11 : 12,
    dotRadius,
    theme,
  };
  const top = Math.max(0, ...data.map((d) => Math.max(d.total ?? 0, d.renewable ?? 0, (d.licensed ?? 0) + (d.unlicensed ?? 0) + (d.rest ?? 0))));

  const valueTooltip = (index: number): TooltipContent => {
    const d = data[index]!;
    if (d.missing) return { title: d.title, rows: [NO_DATA_ROW] };
    const value = (v: number | null) => (v === null ? '–' : `${formatNumber(v)} ${labels.unit}`);
    const rows: ChartTooltipRow[] = [
      { key: 'total', name: labels.total, color: theme.total, value: value(d.total), shape: 'line' },
      { key: 'renewable', name: labels.renewable, color: theme.renewable, value: value(d.renewable), shape: 'line' },
      { key: 'solar', name: labels.solar, color: theme.solar, value: value(d.solar) },
    ];
    if (d.licensed !== null || d.unlicensed !== null) {
      rows.push(
        { key: 'licensed', name: labels.licensed, color: theme.solarLicensed, value: value(d.licensed) },
        { key: 'unlicensed', name: labels.unlicensed, color: theme.solarUnlicensed, value: value(d.unlicensed) },
      );
    }
    return { title: d.title, rows };
  };
  const shareTooltip = (index: number): TooltipContent => {
    const d = data[index]!;
    if (d.missing) return { title: d.title, rows: [NO_DATA_ROW] };
    return { title: d.title, rows: shares.map((s) => ({ key: s.key, name: s.name, color: s.color, value: formatPercent(d[s.key] as number | null), shape: 'line' })) };
  };
  // What a screen reader hears before stepping through the months: the range, then the newest month.
  const range = data.length > 0 ? `${data[0]!.title} – ${data.at(-1)!.title}, ${formatInteger(data.length)} ay.` : '';
  const newest = data.length - 1;

  return (
    <div className="grid gap-5">
      <ChartCard title={`${labels.title} (${labels.unit})`} legend={[...bars, ...lines]}>
        <BandChart
          {...axis}
          label={`${labels.title} (${labels.unit})`}
          description={`${range} ${newest >= 0 ? `${tooltipSentence(valueTooltip(newest))}.` : ''}`}
          height={narrow ? 280 : 340}
          yTicks={niceTicks(top)}
          yFormat={formatInteger}
          bars={bars.map(values)}
          lines={lines.map(values)}
          barGap={0.18}
          cursor="band"
          tooltip={valueTooltip}
        />
      </ChartCard>

      <ChartCard title="Paylar (%)" note={SHARE_NOTE} legend={shares}>
        <BandChart
          {...axis}
          label="Paylar (%)"
          description={`${range} ${newest >= 0 ? `${tooltipSentence(shareTooltip(newest))}.` : ''}`}
          height={narrow ? 220 : 260}
          yTicks={[0, 25, 50, 75, 100]}
          yFormat={(v) => formatPercent(v, 0)}
          lines={shares.map(values)}
          cursor="line"
          tooltip={shareTooltip}
        />
      </ChartCard>
    </div>
  );
}
