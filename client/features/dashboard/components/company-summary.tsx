import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { BuildingIcon, ShieldCheckIcon } from '../../../components/ui/icons';
import { formatInteger, formatPercent } from '../../../lib/format';
import type { AccessNeed } from '../../../lib/viewer';
import { useCompanySummary } from '../api/get-company-summary';
import { CityBarChart, DonutChart } from './summary-charts';
import { ChartPanel, StatCard, SummarySkeleton, useRefusal } from './summary-parts';

export const COMPANY_SUMMARY_MESSAGES = {
  loadFailed: 'Firma özeti yüklenirken bir hata oluştu',
  empty: 'Henüz firma verisi bulunmuyor',
} as const;

/**
 * The dashboard's company summary (docs/product-rules.md#dashboard): totals (and how many are verified), companies by
 * activity type and by product type, and the top 10 cities by company count.
 */
export function CompanySummaryView({ onRefused }: { onRefused: (refusal: AccessNeed) => void }) {
  const query = useCompanySummary();
  const refusal = useRefusal(query.error, onRefused);
  const summary = query.data;

  if (!summary) {
    if (query.isError && !refusal) {
      return <DataError message={COMPANY_SUMMARY_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />;
    }
    return <SummarySkeleton cards={2} />;
  }
  if (summary.total_companies === 0) return <DataEmpty message={COMPANY_SUMMARY_MESSAGES.empty} />;

  const verifiedShare = (summary.verified_companies / summary.total_companies) * 100;
  return (
    <div className="grid gap-5">
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <StatCard label="Toplam Firma" value={formatInteger(summary.total_companies)} icon={<BuildingIcon className="size-6" />} />
        {/* Counts is_verified (an editor's check of the data), not the representatives' mark (docs/decisions/074). */}
        <StatCard
          label="Editörce Doğrulanan Firma"
          value={formatInteger(summary.verified_companies)}
          note={`Doğrulanma oranı ${formatPercent(verifiedShare)}`}
          icon={<ShieldCheckIcon className="size-6" />}
        />
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <ChartPanel title="Faaliyet Alanına Göre Firmalar">
          <DonutChart label="Faaliyet Alanına Göre Firmalar" noun="firma" items={summary.by_activity.map((a) => ({ name: a.name, value: a.count }))} />
        </ChartPanel>
        <ChartPanel title="Ürün / Hizmet Tipine Göre Firmalar">
          <DonutChart label="Ürün / Hizmet Tipine Göre Firmalar" noun="firma" items={summary.by_product.map((p) => ({ name: p.name, value: p.count }))} />
        </ChartPanel>
      </div>
      {summary.top_cities.length > 0 && (
        <ChartPanel title="Firma Sayısına Göre İlk 10 Şehir">
          <CityBarChart
            label="Firma Sayısına Göre İlk 10 Şehir"
            seriesName="Firma sayısı"
            items={summary.top_cities.map((c) => ({ name: c.name, value: c.count, label: `${formatInteger(c.count)} firma` }))}
          />
        </ChartPanel>
      )}
    </div>
  );
}
