import { ResourceFormPage } from '../../../features/admin/components/resource-form';
import { companyForm } from '../../../features/admin/resources/companies';

/** /admin/companies/new and /admin/companies/{id} (spec 3 §2.7). */
export default function AdminCompanyFormPage() {
  return <ResourceFormPage resource={companyForm} />;
}
