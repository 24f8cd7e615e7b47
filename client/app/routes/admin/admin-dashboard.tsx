import { BuildingIcon, DatabaseIcon, SparkIcon, SunIcon } from '../../../components/ui/icons';
import { AdminAreaCards } from '../../../features/admin/components/admin-area-cards';
import { AdminPage, AdminTabs } from '../../../features/admin/components/admin-page';
import { ResourceList } from '../../../features/admin/components/resource-list';
import { SolarProjectsPanel } from '../../../features/admin/components/solar-projects-panel';
import { SuggestionReview } from '../../../features/admin/components/suggestion-review';
import { companyList } from '../../../features/admin/resources/companies';
import { projectList } from '../../../features/admin/resources/projects';

const TABS = [
  { key: 'projects', label: 'Projeler', icon: DatabaseIcon, panel: () => <ResourceList resource={projectList} /> },
  { key: 'companies', label: 'Firmalar', icon: BuildingIcon, panel: () => <ResourceList resource={companyList} /> },
  { key: 'suggestions', label: 'Öneriler', icon: SparkIcon, panel: () => <SuggestionReview /> },
  { key: 'solar-projects', label: 'Solar Projeler', icon: SunIcon, panel: () => <SolarProjectsPanel /> },
] as const;

/** /admin (docs/product-rules.md#admin): cards to every area, and the Projeler, Firmalar, Öneriler, Solar Projeler tabs (?tab=). */
export default function AdminDashboardPage() {
  return (
    <AdminPage title="Admin Panel" description="Kataloğu, üyeleri ve başvuruları buradan yönetin." back={false}>
      <AdminAreaCards />
      <div className="mt-8">
        <AdminTabs idPrefix="admin" label="Yönetim listeleri" tabs={TABS} wrap="mt-6" />
      </div>
    </AdminPage>
  );
}
