import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TooltipPayloadEntry } from 'recharts';
import type { ReactNode } from 'react';
import type { PlatformPeriod, PlatformStats } from '../../../../shared/schemas/admin/platform';
import { ChartTooltip, type ChartTooltipRow } from '../../../components/charts/chart-tooltip';
import { tickStyle, useChartTheme } from '../../../components/charts/chart-theme';
import { formatCurrency, formatInteger } from '../../../lib/format';

// The platform dashboard's two charts (docs/product-rules.md#platform-dashboard, real ones where the original had placeholders):
// new members, and paid subscriptions with their revenue, per hour, day or month of the period.
// Loaded lazily: Recharts stays in its own chunk.

const TZ = 'Europe/Istanbul';

function tickOf(bucket: string, period: PlatformPeriod) {
  const date = new Date(bucket);
  if (period === 'day') return date.toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: TZ });
  if (period === 'year') return date.toLocaleDateString('tr-TR', { month: 'short', year: '2-digit', timeZone: TZ });
  return date.toLocaleDateString('tr-TR', { day: 'numeric', month: 'short', timeZone: TZ });
}

type Datum = PlatformStats['series'][number] & { tick: string };
const datumOf = (payload: readonly TooltipPayloadEntry[]) => payload[0]?.payload as Datum | undefined;

/**
 * A chart in its card: the title and a summary (also the chart's name), the grid, the time axis and a
 * tooltip listing `rows` for the hovered bucket; `children` are the value axes and series.
 */
function ChartCard({ title, summary, data, rows, children }: { title: string; summary: string; data: Datum[]; rows: (datum: Datum | undefined) => ChartTooltipRow[]; children: ReactNode }) {
  const theme = useChartTheme();
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <figcaption className="mb-3">
        <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{summary}</span>
      </figcaption>
      <div className="h-64" role="img" aria-label={`${title}: ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid vertical={false} stroke={theme.grid} />
            <XAxis dataKey="tick" stroke={theme.grid} tick={tickStyle(theme)} tickLine={false} minTickGap={16} />
            <Tooltip
              cursor={{ fill: theme.grid, opacity: 0.4 }}
              content={({ active, payload }) => <ChartTooltip active={active} payload={payload} title={(p) => datumOf(p)?.tick ?? ''} rows={(p) => rows(datumOf(p))} />}
            />
            {children}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export default function PlatformCharts({ stats, showRevenue }: { stats: PlatformStats; showRevenue: boolean }) {
  const theme = useChartTheme();
  const data: Datum[] = stats.series.map((b) => ({ ...b, tick: tickOf(b.bucket, stats.period) }));
  const axis = { stroke: theme.grid, tick: tickStyle(theme), tickLine: false, axisLine: false } as const;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartCard
        title="Yeni üyeler"
        summary={`Bu dönemde ${formatInteger(stats.in_period.new_users)} yeni üye`}
        data={data}
        rows={(d) => [{ key: 'u', name: 'Yeni üye', color: theme.palette[1]!, value: formatInteger(d?.new_users ?? 0) }]}
      >
        <YAxis allowDecimals={false} {...axis} />
        <Bar dataKey="new_users" name="Yeni üye" fill={theme.palette[1]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </ChartCard>
      <ChartCard
        title={showRevenue ? 'Abonelikler ve gelir' : 'Abonelikler'}
        summary={`Bu dönemde ${formatInteger(stats.in_period.new_subscriptions)} ücretli abonelik${showRevenue ? ` · ${formatCurrency(stats.in_period.revenue)}` : ''}`}
        data={data}
        rows={(d) => [
          { key: 's', name: 'Abonelik', color: theme.solar, value: formatInteger(d?.new_subscriptions ?? 0) },
          ...(showRevenue ? [{ key: 'r', name: 'Gelir', color: theme.renewable, value: formatCurrency(d?.revenue ?? 0), shape: 'line' as const }] : []),
        ]}
      >
        <YAxis yAxisId="count" allowDecimals={false} {...axis} />
        {showRevenue && <YAxis yAxisId="revenue" orientation="right" {...axis} tickFormatter={(v: number) => formatInteger(v)} />}
        <Bar yAxisId="count" dataKey="new_subscriptions" name="Abonelik" fill={theme.solar} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        {showRevenue && <Line yAxisId="revenue" dataKey="revenue" name="Gelir" stroke={theme.renewable} strokeWidth={2} dot={false} isAnimationActive={false} />}
      </ChartCard>
    </div>
  );
}
