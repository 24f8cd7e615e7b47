import { lazy, Suspense, useState } from 'react';
import { PLATFORM_MESSAGES as M, PLATFORM_PERIOD_LABELS, PLATFORM_PERIODS, type PlatformPeriod } from '../../../../shared/schemas/admin/platform';
import { withPossessive } from '../../../../shared/turkish-suffix';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataError } from '../../../components/ui/data-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabBar } from '../../../components/ui/tab-bar';
import { usePlatformStats } from '../../../features/admin/api/platform-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { formatCurrency, formatDateTime, formatDecimal, formatInteger } from '../../../lib/format';

// Not a resource (decision 033): figures and charts for a period, nothing to list or edit.

// /admin/platform-dashboard (spec 3 §2.17): totals, the period's figures and two charts; revenue
// can be hidden (a screen shared in a meeting).

const PlatformCharts = lazy(() => import('../../../features/admin/components/platform-charts'));

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{note}</dd>}
    </div>
  );
}

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
        <div role="status" aria-label="Yükleniyor" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : (
        <>
          <section aria-labelledby="totals">
            <h2 id="totals" className="sr-only">
              Toplamlar
            </h2>
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              <Stat label="Üyeler" value={formatInteger(data.totals.users)} note={`${formatInteger(data.totals.verified_users)} doğrulanmış`} />
              <Stat label="Premium üyeler" value={formatInteger(data.totals.premium_users)} note={`Üyelerin ${withPossessive(`%${formatDecimal(data.totals.premium_share, 1)}`)} · ${formatInteger(data.totals.trial_users)} deneme`} />
              <Stat label="Aktif abonelikler" value={formatInteger(data.totals.active_subscriptions)} />
              <Stat label="Toplam gelir" value={money(data.totals.revenue)} />
              <Stat label="Projeler" value={`${approx}${formatInteger(data.totals.projects)}`} />
              <Stat label="Firmalar" value={`${approx}${formatInteger(data.totals.companies)}`} />
              <Stat label="Yöneticiler" value={formatInteger(data.totals.admins)} />
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
                <Stat label="Yeni üyeler" value={formatInteger(data.in_period.new_users)} />
                <Stat label="Yeni abonelikler" value={formatInteger(data.in_period.new_subscriptions)} />
                <Stat label="Başlayan denemeler" value={formatInteger(data.in_period.new_trials)} />
                <Stat label="Dönem geliri" value={money(data.in_period.revenue)} />
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
    </AdminPage>
  );
}
