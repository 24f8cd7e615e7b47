import { RequireSession } from '../../../features/auth/components/require-session';
import { CompanySubmissionForm } from '../../../features/submissions/components/company-submission-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /profile/companies/new (docs/product-rules.md#submissions): signed-in members. */
export default function NewCompanyPage() {
  useDocumentTitle('Yeni Firma Başvurusu');
  return <RequireSession>{(user) => <CompanySubmissionForm userId={user.id} />}</RequireSession>;
}
