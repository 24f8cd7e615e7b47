import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ClockIcon, CrownIcon } from '../../../components/ui/icons';
import { RequireSuperAdmin } from '../../../features/auth/components/require-session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin — placeholder for the back office (spec 3); super admins only, others go home. */
export default function AdminHomePage() {
  useDocumentTitle('Admin Panel');
  return (
    <RequireSuperAdmin>
      {(user) => (
        <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-400">
            <CrownIcon className="size-4" />
            Yönetici
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Admin Panel</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            <span className="break-all">{user.email}</span> olarak giriş yaptınız.
          </p>
          <div className="mt-8 flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-400">
              <ClockIcon className="size-6" />
            </span>
            <div>
              <h2 className="font-semibold text-slate-900 dark:text-white">Yönetim paneli hazırlanıyor</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Kullanıcılar, projeler, firmalar, sözleşmeler ve diğer yönetim ekranları çok yakında burada olacak.
              </p>
            </div>
          </div>
          <Link to="/" className={buttonClass('secondary', 'md', 'mt-8')}>
            Siteye Dön
          </Link>
        </section>
      )}
    </RequireSuperAdmin>
  );
}
