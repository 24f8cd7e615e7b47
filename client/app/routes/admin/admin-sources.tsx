import { AdminPage } from '../../../features/admin/components/admin-page';
import { ResourceList } from '../../../features/admin/components/resource-list';
import { sourceList } from '../../../features/admin/resources/sources';

/** /admin/sources (issue 43): where the data comes from, with its licence; a source in use is not deleted. */
export default function AdminSourcesPage() {
  return (
    <AdminPage title="Veri Kaynakları" description="Kayıtların ve istatistiklerin geldiği yayınlar, lisansları ve istedikleri atıflar.">
      <ResourceList resource={sourceList} />
    </AdminPage>
  );
}
