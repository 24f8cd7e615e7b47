import type { CapacityPoint } from '../../../../shared/schemas/history';
import { STATION_MESSAGES } from '../../../../shared/station-constants';
import { BandChart } from '../../../components/charts/band-chart';
import { niceTicks } from '../../../components/charts/chart-geometry';
import { tooltipSentence, type TooltipContent } from '../../../components/charts/chart-interaction';
import { ChartLegend } from '../../../components/charts/chart-tooltip';
import { useChartTheme } from '../../../components/charts/chart-theme';
import { formatInteger } from '../../../lib/format';
import { formatCapacity, formatPeriod } from '../../../lib/station-format';
import { useMediaQuery } from '../../../lib/use-media-query';

export const CAPACITY_CHART_HEIGHT = 200;

const shortMonth = new Intl.DateTimeFormat('tr-TR', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/**
 * A station's monthly capacity (oldest first) as a line on the app's own band chart, one band a
 * month it has a figure for; sample months ("Örnek veri") are hollow dots and say so in the tooltip.
 */
export function CapacityHistoryChart({ history }: { history: readonly CapacityPoint[] }) {
  const theme = useChartTheme();
  const narrow = useMediaQuery('(max-width: 639px)');
  const color = theme.palette[1]!;
  const title = (p: CapacityPoint) => `${formatPeriod(p.month, p.year)}${p.sample ? ` (${STATION_MESSAGES.sample})` : ''}`;
  const tooltip = (index: number): TooltipContent => {
    const p = history[index]!;
    return { title: title(p), rows: [{ key: 'value', name: 'Kapasite', color, value: formatCapacity(p.available_capacity), shape: 'line' }] };
  };
  const anySample = history.some((p) => p.sample);
  const first = history[0];
  const last = history.at(-1);
  const range = first && last ? `${formatPeriod(first.month, first.year)} – ${formatPeriod(last.month, last.year)}, ${formatInteger(history.length)} ay.` : '';
  return (
    <div>
      <ChartLegend
        items={[
          { key: 'value', name: 'Kullanılabilir kapasite (MWe)', color, shape: 'line' },
          ...(anySample ? [{ key: 'sample', name: `${STATION_MESSAGES.sample} (içi boş nokta)`, color: theme.other }] : []),
        ]}
      />
      <div className="mt-2">
        <BandChart
          label="Kapasite geçmişi (MWe)"
          description={`${range} ${last ? `${tooltipSentence(tooltip(history.length - 1))}.` : ''}`}
          height={CAPACITY_CHART_HEIGHT}
          ticks={history.map((p) => shortMonth.format(new Date(Date.UTC(p.year, p.month - 1, 1))))}
          yTicks={niceTicks(Math.max(0, ...history.map((p) => p.available_capacity)))}
          yFormat={formatInteger}
          yAxisWidth={44}
          fontSize={narrow ? 11 : 12}
          lines={[{ key: 'capacity', color, values: history.map((p) => p.available_capacity), hollow: history.map((p) => p.sample) }]}
          dotRadius={3.5}
          cursor="line"
          theme={theme}
          tooltip={tooltip}
        />
      </div>
    </div>
  );
}
