import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { FREE_REGISTRATION_CREDIT } from '../../../../shared/constants';
import { AUTH_MESSAGES } from '../../../../shared/schemas/auth';
import { CardPage } from '../../../components/layouts/card-page';
import { buttonClass } from '../../../components/ui/button-styles';
import { AlertCircleIcon, InfoIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useSession } from '../../../api/session';
import { useVerifyEmail } from '../api/verify-email';
import { paths } from '../../../config/paths';

export const VERIFY_SUCCESS_MESSAGE = `E-posta adresiniz doğrulandı. GüneşVeri'ye hoş geldiniz! Hesabınıza ${FREE_REGISTRATION_CREDIT} Bakiye hediye edildi.`;
export const ACTIVATION_FAILED_MESSAGE = 'E-posta aktivasyonu başarısız oldu. Lütfen tekrar deneyin.';

/** The failure text of docs/product-rules.md#accounts for a verify call that failed. */
function verifyErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'LINK_EXPIRED') return AUTH_MESSAGES.verifyExpired;
    return error.message || AUTH_MESSAGES.verifyFailed;
  }
  return AUTH_MESSAGES.verifyFailed;
}

function Verifying() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center" role="status">
      <Spinner className="size-10 text-amber-500" />
      <p className="text-lg font-medium text-slate-700 dark:text-slate-200">E-posta adresiniz doğrulanıyor…</p>
    </div>
  );
}

function Failure({ message, alreadyVerified = false }: { message: string; alreadyVerified?: boolean }) {
  return (
    <CardPage
      title={alreadyVerified ? 'E-posta zaten doğrulanmış' : 'E-posta doğrulanamadı'}
      icon={
        alreadyVerified ? (
          <InfoIcon className="size-7 text-sky-600 dark:text-sky-400" />
        ) : (
          <AlertCircleIcon className="size-7 text-red-600 dark:text-red-400" />
        )
      }
      subtitle={<p role="alert">{message}</p>}
    >
      <Link to={paths.login()} className={buttonClass('primary', 'lg', 'w-full')}>
        {alreadyVerified ? 'Giriş Yap' : 'Giriş Sayfasına Dön'}
      </Link>
    </CardPage>
  );
}

/**
 * /auth/callback (docs/product-rules.md#accounts): with a token and type=signup the address is verified (one call per
 * token, even under StrictMode), the user is signed in and sent home with a welcome notice.
 * Without a token an existing session is used; otherwise an error card leads back to /login.
 */
export function EmailVerification({ token, type }: { token: string | null; type: string | null }) {
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const session = useSession();
  const sentFor = useRef<string | null>(null);
  const canVerify = Boolean(token) && type === 'signup';

  useEffect(() => {
    if (!canVerify || !token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token, {
      onSuccess: () => {
        showToast(VERIFY_SUCCESS_MESSAGE, 'success', 10_000);
        navigate('/', { replace: true });
      },
    });
  }, [canVerify, token, mutate, navigate]);

  if (!canVerify) {
    if (session.isPending) return <Verifying />;
    if (session.user) return <Navigate to="/" replace />;
    return <Failure message={ACTIVATION_FAILED_MESSAGE} />;
  }
  if (verify.isError) {
    const alreadyVerified = verify.error instanceof ApiRequestError && verify.error.code === 'ALREADY_VERIFIED';
    // A verified user who is signed in anyway (e.g. the link opened twice) just goes home.
    if (alreadyVerified && session.user) return <Navigate to="/" replace />;
    return <Failure message={verifyErrorText(verify.error)} alreadyVerified={alreadyVerified} />;
  }
  return <Verifying />;
}
