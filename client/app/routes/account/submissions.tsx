import { Link, useSearchParams } from 'react-router';
import { RequireSession } from '../../../features/auth/components/require-session';
import { OwnSubmissionsView, type SubmissionTab } from '../../../features/profile/components/own-submissions';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /profile/submissions (docs/product-rules.md#submissions): signed-in members; the tab lives in ?tab=. */
export default function SubmissionsPage() {
  const [params, setParams] = useSearchParams();
  const tab: SubmissionTab = params.get('tab') === 'projects' ? 'projects' : 'companies';
  useDocumentTitle('Başvurularım');
  return (
    <RequireSession>
      {() => (
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <Link to={paths.profile()} className="text-sm font-semibold text-amber-700 hover:underline dark:text-amber-400">
            ← Profilime dön
          </Link>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">Başvurularım</h1>
          <p className="mt-1 mb-6 text-slate-600 dark:text-slate-400">Gönderdiğiniz firma ve proje başvuruları onaylandıktan sonra platformda yer alır.</p>
          <OwnSubmissionsView tab={tab} onTabChange={(next) => setParams({ tab: next }, { replace: true })} />
        </div>
      )}
    </RequireSession>
  );
}
