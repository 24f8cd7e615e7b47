import { useParams } from 'react-router';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ResourceForm } from '../../../features/admin/components/resource-form';
import { companyForm } from '../../../features/admin/resources/companies';

/** /admin/companies/new and /admin/companies/{id} (spec 3 §2.7). */
export default function AdminCompanyFormPage() {
  const { id } = useParams();
  return (
    <AdminPage title={id ? 'Firmayı Düzenle' : 'Yeni Firma'} description="Zorunlu alanlar yıldızla işaretlidir.">
      <ResourceForm key={id ?? 'new'} resource={companyForm} id={id} />
    </AdminPage>
  );
}
