import { AdminPage } from '../../../features/admin/components/admin-page';
import { SolarProjectsPanel } from '../../../features/admin/components/solar-projects-panel';

/** /admin/solar-projects (docs/product-rules.md#admin): the Solar Projeler tab on a page of its own. */
export default function AdminSolarProjectsPage() {
  return (
    <AdminPage title="Solar Projeler" description="Toplantı kararlarından gelen güneş projesi kayıtları.">
      <SolarProjectsPanel />
    </AdminPage>
  );
}
