import { useSearchParams } from 'react-router';
import { BuildingIcon, DatabaseIcon, SparkIcon, SunIcon } from '../../../components/ui/icons';
import { TabBar, TabPanel, type TabDef } from '../../../components/ui/tab-bar';
import { AdminAreaCards } from '../../../features/admin/components/admin-area-cards';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ResourceList } from '../../../features/admin/components/resource-list';
import { SolarProjectsPanel } from '../../../features/admin/components/solar-projects-panel';
import { SuggestionReview } from '../../../features/admin/components/suggestion-review';
import { companyList } from '../../../features/admin/resources/companies';
import { projectList } from '../../../features/admin/resources/projects';

const TABS = [
  { key: 'projects', label: 'Projeler', icon: DatabaseIcon },
  { key: 'companies', label: 'Firmalar', icon: BuildingIcon },
  { key: 'suggestions', label: 'Öneriler', icon: SparkIcon },
  { key: 'solar-projects', label: 'Solar Projeler', icon: SunIcon },
] as const satisfies readonly TabDef<string>[];
type Tab = (typeof TABS)[number]['key'];

/** /admin (docs/product-rules.md#admin): cards to every area, and the Projeler, Firmalar, Öneriler, Solar Projeler tabs (?tab=). */
export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const active: Tab = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'projects';
  return (
    <AdminPage title="Admin Panel" description="Kataloğu, üyeleri ve başvuruları buradan yönetin." back={false}>
      <AdminAreaCards />
      <div className="mt-8">
        <TabBar idPrefix="admin" label="Yönetim listeleri" tabs={TABS} active={active} onChange={(tab) => setParams({ tab }, { replace: true })} />
        <div className="mt-6">
          <TabPanel idPrefix="admin" tab="projects" active={active === 'projects'}>
            {active === 'projects' && <ResourceList resource={projectList} />}
          </TabPanel>
          <TabPanel idPrefix="admin" tab="companies" active={active === 'companies'}>
            {active === 'companies' && <ResourceList resource={companyList} />}
          </TabPanel>
          <TabPanel idPrefix="admin" tab="suggestions" active={active === 'suggestions'}>
            {active === 'suggestions' && <SuggestionReview />}
          </TabPanel>
          <TabPanel idPrefix="admin" tab="solar-projects" active={active === 'solar-projects'}>
            {active === 'solar-projects' && <SolarProjectsPanel />}
          </TabPanel>
        </div>
      </div>
    </AdminPage>
  );
}
