import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { FREE_REGISTRATION_CREDIT } from '../../../../shared/constants';
import { AUTH_MESSAGES } from '../../../../shared/schemas/auth';
import { CardPage } from '../../../components/layouts/card-page';
import { buttonClass } from '../../../components/ui/button-styles';
import { PasswordField } from '../../../components/ui/form-field';
import { AlertCircleIcon, InfoIcon, MailIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useSession } from '../../../api/session';
import { useVerifyEmail, useVerifyLinkCheck } from '../api/verify-email';
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
      <p className="text-lg font-medium text-slate-700 dark:text-slate-200">Doğrulama bağlantınız denetleniyor…</p>
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

/** Refusals of the click that leave the link usable: the page stays and says why. */
const PASSWORD_REFUSALS = new Set(['VERIFY_PASSWORD_REQUIRED', 'VERIFY_PASSWORD_WRONG']);

function Confirm({ token, registeredHere }: { token: string; registeredHere: boolean }) {
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const [password, setPassword] = useState('');
  const inlineError = verify.error instanceof ApiRequestError && PASSWORD_REFUSALS.has(verify.error.code) ? verify.error.message : undefined;
  const session = useSession();

  if (verify.isError && !inlineError) {
    const alreadyVerified = verify.error instanceof ApiRequestError && verify.error.code === 'ALREADY_VERIFIED';
    if (alreadyVerified && session.user) return <Navigate to="/" replace />;
    return <Failure message={verifyErrorText(verify.error)} alreadyVerified={alreadyVerified} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(registeredHere ? { token } : { token, password }, {
      onSuccess: () => {
        showToast(VERIFY_SUCCESS_MESSAGE, 'success', 10_000);
        navigate('/', { replace: true });
      },
    });
  };

  return (
    <CardPage
      title="E-posta adresinizi doğrulayın"
      icon={<MailIcon className="size-7" />}
      subtitle={
        <p>
          {registeredHere
            ? 'Hesabınızı etkinleştirmek için aşağıdaki düğmeye tıklayın.'
            : 'Bu bağlantı kayıt olduğunuz tarayıcının dışında açıldı. Hesabın size ait olduğunu doğrulamak için kayıt olurken belirlediğiniz şifreyi girin.'}
        </p>
      }
    >
      <form onSubmit={submit} aria-label="E-posta doğrulama formu" className="grid gap-4" noValidate>
        {!registeredHere && (
          <div>
            <PasswordField label="Şifre" name="password" autoComplete="current-password" required value={password} onValueChange={setPassword} />
            <Link to={paths.forgotPassword()} className="mt-2 inline-block text-sm font-medium text-amber-700 hover:underline dark:text-amber-400">
              Şifremi unuttum
            </Link>
          </div>
        )}
        {inlineError && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {inlineError}
          </p>
        )}
        <SubmitButton pending={verify.isPending} pendingText="Doğrulanıyor…" disabled={!registeredHere && password.length === 0}>
          {registeredHere ? 'E-postamı doğrula' : 'Doğrula ve Giriş Yap'}
        </SubmitButton>
      </form>
    </CardPage>
  );
}

/**
 * /auth/callback (docs/product-rules.md#accounts; docs/decisions/047): with a token and type=signup the link
 * is checked on load, which changes nothing; the address is verified and the user signed in only
 * after a click — in the browser that registered, or with the account's password anywhere else — and
 * then sent home with a welcome notice. Without a token an existing session is used; otherwise an
 * error card leads back to /login.
 */
export function EmailVerification({ token, type }: { token: string | null; type: string | null }) {
  const session = useSession();
  const canVerify = Boolean(token) && type === 'signup';
  const check = useVerifyLinkCheck(canVerify ? token : null);

  if (!canVerify) {
    if (session.isPending) return <Verifying />;
    if (session.user) return <Navigate to="/" replace />;
    return <Failure message={ACTIVATION_FAILED_MESSAGE} />;
  }
  if (check.isError) {
    const alreadyVerified = check.error instanceof ApiRequestError && check.error.code === 'ALREADY_VERIFIED';
    // A verified user who is signed in anyway (e.g. the link opened twice) just goes home.
    if (alreadyVerified && session.user) return <Navigate to="/" replace />;
    return <Failure message={verifyErrorText(check.error)} alreadyVerified={alreadyVerified} />;
  }
  if (!check.data) return <Verifying />;
  return <Confirm token={token!} registeredHere={check.data.registered_here} />;
}
