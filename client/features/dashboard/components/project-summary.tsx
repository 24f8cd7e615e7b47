import { PROJECT_STATUSES } from '../../../../shared/constants';
import { STATUS_CHART_COLORS } from '../../../components/charts/chart-theme';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { ChartIcon, DatabaseIcon, SunIcon } from '../../../components/ui/icons';
import { formatInteger, formatNumber } from '../../../lib/format';
import type { AccessNeed } from '../../../lib/viewer';
import { useProjectSummary } from '../api/get-project-summary';
import { CityBarChart, DonutChart } from './summary-charts';
import { ChartPanel, StatCard, SummarySkeleton, useRefusal } from './summary-parts';

export const PROJECT_SUMMARY_MESSAGES = {
  loadFailed: 'Proje özeti yüklenirken bir hata oluştu',
  empty: 'Henüz proje verisi bulunmuyor',
} as const;

const mwp = (value: number) => `${formatNumber(value, 1)} MWp`;

/** A status named in shared/constants.ts keeps its badge colour in the chart. */
function statusColor(name: string) {
  const color = PROJECT_STATUSES.find((status) => status.name === name)?.color;
  return color ? (theme: { isDark: boolean }) => STATUS_CHART_COLORS[color][theme.isDark ? 'dark' : 'light'] : undefined;
}

/**
 * The dashboard's project summary (docs/product-rules.md#dashboard): totals, average size, projects by status and by
 * type, and the top 10 cities by installed DC power.
 */
export function ProjectSummaryView({ onRefused }: { onRefused: (refusal: AccessNeed) => void }) {
  const query = useProjectSummary();
  const refusal = useRefusal(query.error, onRefused);
  const summary = query.data;

  if (!summary) {
    if (query.isError && !refusal) {
      return <DataError message={PROJECT_SUMMARY_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />;
    }
    return <SummarySkeleton cards={3} />;
  }
  if (summary.total_projects === 0) return <DataEmpty message={PROJECT_SUMMARY_MESSAGES.empty} />;
  // A city whose projects state no DC power has nothing to draw.
  const cities = summary.top_cities.filter((c) => c.total_dc_power_mwp > 0);

  return (
    <div className="grid gap-5">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard label="Toplam Proje" value={formatInteger(summary.total_projects)} icon={<DatabaseIcon className="size-6" />} />
        <StatCard label="Toplam DC Güç" value={formatNumber(summary.total_dc_power_mwp, 1)} unit="MWp" icon={<SunIcon className="size-6" />} />
        <StatCard
          label="Ortalama Proje Büyüklüğü"
          value={formatNumber(summary.average_dc_power_mwp, 2)}
          unit="MWp"
          icon={<ChartIcon className="size-6" />}
          className="col-span-2 sm:col-span-1"
        />
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <ChartPanel title="Duruma Göre Projeler">
          <DonutChart
            label="Duruma Göre Projeler"
            noun="proje"
            items={summary.by_status.map((s) => ({ name: s.name, value: s.count, detail: mwp(s.total_dc_power_mwp), color: statusColor(s.name) }))}
          />
        </ChartPanel>
        <ChartPanel title="Tipe Göre Projeler">
          <DonutChart label="Tipe Göre Projeler" noun="proje" items={summary.by_type.map((t) => ({ name: t.name, value: t.count }))} />
        </ChartPanel>
      </div>
      {cities.length > 0 && (
        <ChartPanel title="Kurulu Güce Göre İlk 10 Şehir (MWp)">
          <CityBarChart
            label="Kurulu Güce Göre İlk 10 Şehir (MWp)"
            seriesName="Kurulu DC güç"
            items={cities.map((c) => ({
              name: c.name,
              value: c.total_dc_power_mwp,
              label: mwp(c.total_dc_power_mwp),
              detail: { name: 'Proje sayısı', value: formatInteger(c.count) },
            }))}
          />
        </ChartPanel>
      )}
    </div>
  );
}
