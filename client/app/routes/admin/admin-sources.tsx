import { ListPage } from '../../../features/admin/components/resource-list';
import { sourceList } from '../../../features/admin/resources/sources';

/** /admin/sources (decisions 038, 039): where the data comes from, with its licence; a source in use is not deleted. */
export default function AdminSourcesPage() {
  const description = 'Kayıtların ve istatistiklerin geldiği yayınlar, lisansları ve istedikleri atıflar.';
  return <ListPage title="Veri Kaynakları" description={description} resource={sourceList} />;
}
