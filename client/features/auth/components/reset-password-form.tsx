import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants';
import { AUTH_MESSAGES, resetPasswordSchema } from '../../../../shared/schemas/auth';
import { CardPage } from '../../../components/layouts/card-page';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { PasswordField } from '../../../components/ui/form-field';
import { AlertCircleIcon, LockIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/forms';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { PasswordChecklist } from './password-checklist';
import { paths } from '../../../config/paths';

const LINK = 'font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400';

function InvalidLink({ message }: { message: string }) {
  return (
    <CardPage icon={<AlertCircleIcon className="size-6" />} title="Bağlantı kullanılamıyor">
      <div className="grid gap-5">
        <Alert tone="error">{message}</Alert>
        <Link to={paths.forgotPassword()} className={buttonClass('primary', 'lg', 'w-full')}>
          Yeni Bağlantı Talep Et
        </Link>
      </div>
    </CardPage>
  );
}

function FormCard({ children }: { children: ReactNode }) {
  return (
    <CardPage
      icon={<LockIcon className="size-6" />}
      title="Yeni şifrenizi belirleyin"
      subtitle="Hesabınız için yeni bir şifre girin. Güçlü bir şifre için büyük harf ve rakam kullanmanızı öneririz."
    >
      {children}
    </CardPage>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const checklistId = useId();
  const form = useZodForm(resetPasswordSchema, { password: '', password_confirmation: '' });
  const { password } = form.values;

  const onSubmit = form.handleSubmit(
    (data) =>
      reset.mutate(data, {
        onSuccess: () => {
          showToast(AUTH_MESSAGES.passwordUpdated, 'success');
          navigate(paths.login(), { replace: true });
        },
      }),
    { skip: reset.isPending || password.length < MIN_PASSWORD_LENGTH, extra: { token } },
  );

  const linkInvalid = reset.error instanceof ApiRequestError && reset.error.code === 'RESET_LINK_INVALID';

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Yeni şifre formu">
      {reset.isError && (
        <Alert
          tone="error"
          action={
            linkInvalid ? (
              <Link to={paths.forgotPassword()} className={LINK}>
                Yeni bağlantı talep edin
              </Link>
            ) : undefined
          }
        >
          {errorMessage(reset.error)}
        </Alert>
      )}
      <PasswordField
        label="Yeni şifre"
        name="new-password"
        autoComplete="new-password"
        required
        {...form.field('password')}
        describedBy={checklistId}
        toggleLabel="Yeni şifreyi göster"
      />
      <PasswordChecklist password={password} id={checklistId} />
      <PasswordField
        label="Yeni şifre (tekrar)"
        name="password-confirmation"
        autoComplete="new-password"
        required
        {...form.field('password_confirmation')}
        toggleLabel="Şifre tekrarını göster"
      />
      <SubmitButton pending={reset.isPending} pendingText="Kaydediliyor…" disabled={password.length < MIN_PASSWORD_LENGTH}>
        Şifreyi Güncelle
      </SubmitButton>
    </form>
  );
}

/**
 * /reset-password?token=… (the whole page card): the link is checked on load; a bad one shows the
 * spec's message with a way to ask for a new link, a good one the new-password form.
 */
export function ResetPassword({ token }: { token: string | null }) {
  const check = useResetTokenCheck(token);
  if (!token) return <InvalidLink message={AUTH_MESSAGES.resetLinkInvalid} />;
  if (check.isPending) {
    return (
      <FormCard>
        <div role="status" className="flex items-center justify-center gap-3 py-8 text-slate-600 dark:text-slate-300">
          <Spinner className="size-6 text-amber-500" />
          Bağlantı kontrol ediliyor…
        </div>
      </FormCard>
    );
  }
  if (check.isError) {
    const invalid = check.error instanceof ApiRequestError && check.error.code === 'RESET_LINK_INVALID';
    return <InvalidLink message={invalid ? AUTH_MESSAGES.resetLinkInvalid : errorMessage(check.error)} />;
  }
  return (
    <FormCard>
      <NewPasswordForm token={token} />
    </FormCard>
  );
}
