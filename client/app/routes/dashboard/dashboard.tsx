import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { BuildingIcon, ChartIcon, CrownIcon, DatabaseIcon, MapPinIcon, SunIcon } from '../../../components/ui/icons';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { Spinner } from '../../../components/ui/spinner';
import { TabBar, TabPanel, type TabDef } from '../../../components/ui/tab-bar';
import { useSession } from '../../../api/session';
import { CompanyList } from '../../../features/catalog/components/company-list';
import { ProjectList } from '../../../features/catalog/components/project-list';
import { useDetailStack } from '../../../features/catalog/hooks/use-detail-stack';
import { packagesPath, refusedTier, viewerTier, type AccessNeed } from '../../../lib/viewer';
import { CompanySummaryView } from '../../../features/dashboard/components/company-summary';
import { ProjectSummaryView } from '../../../features/dashboard/components/project-summary';
import { StationSummary } from '../../../features/stations/components/station-summary';
import { SectorMapPanel } from '../../../features/sector-map/components/sector-map-panel';
import { StatisticsView } from '../../../features/statistics/components/statistics-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { queryKeys } from '../../../api/query-keys';

export const DASHBOARD_TABS = [
  { key: 'installed-power', label: 'Kurulu Güç', icon: ChartIcon },
  { key: 'production', label: 'Üretim', icon: SunIcon },
  { key: 'projects', label: 'Projeler', icon: DatabaseIcon },
  { key: 'companies', label: 'Firmalar', icon: BuildingIcon },
  { key: 'stations', label: 'Trafo Merkezleri', icon: MapPinIcon },
] as const satisfies readonly TabDef<string>[];

type DashboardTab = (typeof DASHBOARD_TABS)[number]['key'];

const dashboardTab = (value: string | null): DashboardTab =>
  DASHBOARD_TABS.find((tab) => tab.key === value)?.key ?? 'installed-power';

/** What a refused viewer is sent to; the packages page explains that the dashboard is premium. */
export const PREMIUM_REQUIRED_STATE = { premiumRequired: true } as const;

// The detail, confirmation and suggestion modals of the full lists load when a row is first opened.
const CatalogDetails = lazy(() =>
  import('../../../features/catalog/components/catalog-details').then((m) => ({ default: m.CatalogDetails })),
);

type SectionMode = 'summary' | 'list';

/** A summary with a switch to the full list ("Özet" / "Tüm …"); the list stays mounted once opened. */
function SummaryOrList({
  title,
  description,
  listLabel,
  summary,
  list,
}: {
  title: string;
  description: string;
  listLabel: string;
  summary: ReactNode;
  list: ReactNode;
}) {
  const [mode, setMode] = useState<SectionMode>('summary');
  const [listOpened, setListOpened] = useState(false);
  const choose = (next: SectionMode) => {
    if (next === 'list') setListOpened(true);
    setMode(next);
  };
  return (
    <section aria-label={title}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        <SegmentedToggle
          label={`${title} görünümü`}
          options={[
            { key: 'summary', label: 'Özet', icon: ChartIcon },
            { key: 'list', label: listLabel, icon: DatabaseIcon },
          ]}
          value={mode}
          onChange={choose}
          className="self-start sm:self-auto"
        />
      </div>
      <div hidden={mode !== 'summary'}>{summary}</div>
      {listOpened && <div hidden={mode !== 'list'}>{list}</div>}
    </section>
  );
}

function Dashboard({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = dashboardTab(searchParams.get('tab'));
  const details = useDetailStack();
  // A tab opened once stays mounted (hidden) so its lists keep their page, filters and search.
  const [visited, setVisited] = useState<DashboardTab[]>([tab]);
  if (!visited.includes(tab)) setVisited([...visited, tab]);

  const selectTab = (key: DashboardTab) => {
    const next = new URLSearchParams(searchParams);
    next.set('tab', key);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  // The server refused a summary (the session ended, or premium ran out): same redirect as on entry,
  // and the session is asked again so the header follows.
  const onRefused = useCallback(
    (refusal: AccessNeed) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void navigate(packagesPath(refusedTier(refusal)), { replace: true, state: PREMIUM_REQUIRED_STATE });
    },
    [navigate, queryClient],
  );

  const panel = (key: DashboardTab): ReactNode => {
    switch (key) {
      case 'installed-power':
      case 'production':
        return <StatisticsView kind={key} defaultView="chart" />;
      case 'projects':
        return (
          <SummaryOrList
            title="Projeler"
            description="Veritabanındaki güneş enerjisi projelerinin durum, tip ve şehir dağılımı."
            listLabel="Tüm Projeler"
            summary={<ProjectSummaryView onRefused={onRefused} />}
            list={<ProjectList tier="premium" onOpen={(id) => details.open({ kind: 'project', id })} />}
          />
        );
      case 'companies':
        return (
          <SummaryOrList
            title="Firmalar"
            description="Sektör firmalarının faaliyet alanı, ürün tipi ve şehir dağılımı."
            listLabel="Tüm Firmalar"
            summary={<CompanySummaryView onRefused={onRefused} />}
            list={<CompanyList tier="premium" onOpen={(id) => details.open({ kind: 'company', id })} />}
          />
        );
      case 'stations':
        return <StationSummary renderMap={(slot) => <SectorMapPanel {...slot} onOpenProject={(id) => details.open({ kind: 'project', id })} />} />;
    }
  };

  // At least a screen tall: a tab's placeholders are shorter than what replaces them, and the footer
  // must not be in view to be pushed down when it arrives (docs/decisions/032).
  return (
    <div className="mx-auto min-h-dvh max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <p className="inline-flex items-center gap-1.5 rounded-full border border-amber-400/50 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-300">
          <CrownIcon className="size-3.5" />
          Premium
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Analitik Panosu</h1>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
          Kurulu güç ve üretim istatistikleri, proje ve firma dağılımları ile trafo merkezi kapasiteleri tek ekranda.
        </p>
      </header>

      <TabBar idPrefix="dashboard" label="Analitik bölümleri" tabs={DASHBOARD_TABS} active={tab} onChange={selectTab} />
      {DASHBOARD_TABS.map(({ key }) => (
        <TabPanel key={key} idPrefix="dashboard" tab={key} active={key === tab}>
          {visited.includes(key) ? panel(key) : null}
        </TabPanel>
      ))}

      {details.stack.length > 0 && (
        <Suspense fallback={null}>
          <CatalogDetails details={details} viewer={user} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * /dashboard (docs/product-rules.md#dashboard): premium users (trial included). After the session is known, a
 * visitor goes to /packages/public and a member to /packages, with a "premium required" notice.
 */
export default function DashboardPage() {
  useDocumentTitle('Analitik');
  const { user, isPending } = useSession();
  // Fills the screen like the page fallback, so the footer is not in view to be pushed down.
  if (isPending) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-slate-600 dark:text-slate-300">
        <Spinner className="size-6 text-amber-500" />
        Yükleniyor…
      </div>
    );
  }
  const tier = viewerTier(user);
  if (tier !== 'premium' || !user) return <Navigate to={packagesPath(tier)} replace state={PREMIUM_REQUIRED_STATE} />;
  return <Dashboard user={user} />;
}
