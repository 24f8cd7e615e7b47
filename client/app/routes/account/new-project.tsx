import { RequireSession } from '../../../features/auth/components/require-session';
import { ProjectSubmissionForm } from '../../../features/submissions/components/project-submission-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /profile/projects/new (docs/product-rules.md#submissions): signed-in members. */
export default function NewProjectPage() {
  useDocumentTitle('Yeni Proje Başvurusu');
  return <RequireSession>{(user) => <ProjectSubmissionForm userId={user.id} />}</RequireSession>;
}
