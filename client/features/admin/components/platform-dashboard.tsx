import { lazy, Suspense, useState } from 'react';
import { PLATFORM_MESSAGES as M, PLATFORM_PERIOD_LABELS, PLATFORM_PERIODS, type PlatformPeriod } from '../../../../shared/schemas/admin/platform';
import { withPossessive } from '../../../../shared/turkish-suffix';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataError } from '../../../components/ui/data-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabBar } from '../../../components/ui/tab-bar';
import { usePlatformStats } from '../api/platform-api';
import { AdminPage, Loading, StatCard } from './admin-page';
import { DataQualityCards } from './data-quality-cards';
import { formatCurrency, formatDateTime, formatDecimal, formatInteger } from '../../../lib/format';

// /admin/platform-dashboard (docs/product-rules.md#platform-dashboard), a page of its own (resources/platform.tsx):
// totals, the period's figures and two charts, nothing to list or edit; revenue can be hidden (a screen shared
// in a meeting).

const PlatformCharts = lazy(() => import('./platform-charts'));

const HIDDEN = '₺ •••';

export default function AdminPlatformDashboardPage() {
  const [period, setPeriod] = useState<PlatformPeriod>('month');
  const [showRevenue, setShowRevenue] = useState(true);
  const stats = usePlatformStats(period);
  const data = stats.data;
  const money = (value: number) => (showRevenue ? formatCurrency(value) : HIDDEN);
  const approx = data?.totals.catalog_approximate ? '≈ ' : '';
  return (
    <AdminPage
      title="Platform Paneli"
      description="Üyeler, abonelikler ve gelir. Gelir, kartla alınan ödemelerin (ilk ödemeler ve yenilemeler) toplamıdır; elle atanan abonelikler dahil değildir."
      actions={
        <button type="button" aria-pressed={!showRevenue} className={buttonClass('secondary', 'md')} onClick={() => setShowRevenue((v) => !v)}>
          {showRevenue ? 'Geliri Gizle' : 'Geliri Göster'}
        </button>
      }
    >
      {stats.isError && !data ? (
        <DataError message={M.loadFailed} retryLabel={M.retry} onRetry={() => void stats.refetch()} />
      ) : !data ? (
        <Loading count={8} className="grid grid-cols-2 gap-4 lg:grid-cols-4" block="h-24 w-full" />
      ) : (
        <>
          <section aria-labelledby="totals">
            <h2 id="totals" className="sr-only">
              Toplamlar
            </h2>
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              <StatCard label="Üyeler" value={formatInteger(data.totals.users)} note={`${formatInteger(data.totals.verified_users)} doğrulanmış`} />
              <StatCard label="Premium üyeler" value={formatInteger(data.totals.premium_users)} note={`Üyelerin ${withPossessive(`%${formatDecimal(data.totals.premium_share, 1)}`)} · ${formatInteger(data.totals.trial_users)} deneme`} />
              <StatCard label="Aktif abonelikler" value={formatInteger(data.totals.active_subscriptions)} />
              <StatCard label="Toplam gelir" value={money(data.totals.revenue)} />
              <StatCard label="Projeler" value={`${approx}${formatInteger(data.totals.projects)}`} />
              <StatCard label="Firmalar" value={`${approx}${formatInteger(data.totals.companies)}`} />
              <StatCard label="Yöneticiler" value={formatInteger(data.totals.admins)} />
            </dl>
          </section>
          <section aria-labelledby="period" className="mt-8">
            <h2 id="period" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
              Dönem
            </h2>
            <TabBar
              idPrefix="platform-period"
              label="Dönem"
              tabs={PLATFORM_PERIODS.map((key) => ({ key, label: PLATFORM_PERIOD_LABELS[key] }))}
              active={period}
              onChange={setPeriod}
            />
            <div id={`platform-period-panel-${period}`} role="tabpanel" aria-labelledby={`platform-period-tab-${period}`} className="mt-4" aria-busy={stats.isFetching || undefined}>
              <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{formatDateTime(data.since)} tarihinden bu yana</p>
              <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
                <StatCard label="Yeni üyeler" value={formatInteger(data.in_period.new_users)} />
                <StatCard label="Yeni abonelikler" value={formatInteger(data.in_period.new_subscriptions)} />
                <StatCard label="Başlayan denemeler" value={formatInteger(data.in_period.new_trials)} />
                <StatCard label="Dönem geliri" value={money(data.in_period.revenue)} />
              </dl>
              <div className="mt-4">
                <Suspense fallback={<Skeleton className="h-80 w-full" />}>
                  <PlatformCharts stats={data} showRevenue={showRevenue} />
                </Suspense>
              </div>
            </div>
          </section>
        </>
      )}
      <DataQualityCards />
    </AdminPage>
  );
}
