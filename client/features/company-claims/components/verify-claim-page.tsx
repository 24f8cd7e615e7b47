import { Link, useSearchParams } from 'react-router';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { BuildingIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useVerifyClaim } from '../api/verify-claim';

/**
 * /firma-dogrula?token=… (docs/decisions/069-company-claims-and-representatives.md): the link in the
 * mail, opened by the member who made the claim. Nothing is used until they confirm with a click, so
 * a mail scanner that opens links verifies nothing.
 */
export function VerifyClaimPage({ user }: { user: CurrentUser }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyClaim();
  return (
    <div className="mx-auto min-h-[60dvh] max-w-lg px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300">
          <BuildingIcon className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">Firma temsilciliğini doğrula</h1>
        {verify.isSuccess ? (
          <div className="mt-4 space-y-4">
            <Alert tone="success">{verify.data.message}</Alert>
            <Link to={paths.profile('representation')} className={buttonClass('primary', 'md', 'w-full')}>
              Firma panosuna git
            </Link>
          </div>
        ) : (
          <div className="mt-3 space-y-4">
            <p className="leading-relaxed text-slate-600 dark:text-slate-300">
              Bu bağlantı, <strong className="font-semibold text-slate-900 dark:text-white">{user.email}</strong> hesabıyla yapılan firma temsil başvurusunu doğrular.
            </p>
            {!token && <Alert>Doğrulama bağlantısı eksik. E-postadaki bağlantıyı tam olarak açın.</Alert>}
            {verify.isError && <Alert>{errorMessage(verify.error)}</Alert>}
            <button type="button" className={buttonClass('primary', 'md', 'w-full')} disabled={!token || verify.isPending} onClick={() => verify.mutate(token)}>
              {verify.isPending && <Spinner className="size-4" />}
              Temsilciliğimi doğrula
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
