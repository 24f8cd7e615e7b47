import { useParams } from 'react-router';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ResourceForm } from '../../../features/admin/components/resource-form';
import { projectForm } from '../../../features/admin/resources/projects';

/** /admin/projects/new and /admin/projects/{id} (spec 3 §2.6). */
export default function AdminProjectFormPage() {
  const { id } = useParams();
  return (
    <AdminPage title={id ? 'Projeyi Düzenle' : 'Yeni Proje'} description="Zorunlu alanlar yıldızla işaretlidir.">
      <ResourceForm key={id ?? 'new'} resource={projectForm} id={id} />
    </AdminPage>
  );
}
