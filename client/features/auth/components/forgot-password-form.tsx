import { Link } from 'react-router';
import { emailOnlySchema } from '../../../../shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { MailIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/forms';
import { useForgotPassword } from '../api/forgot-password';
import { EmailField } from './credential-fields';
import { paths } from '../../../config/paths';

export const RESET_LINK_SENT_MESSAGE = 'Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.';

const LINK = 'font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400';

/** The sent-card shown in place of the form. */
export function ResetLinkSent({ email }: { email: string }) {
  return (
    <div role="status" className="grid gap-5">
      <div className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100">
        <MailIcon className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
        <div className="text-sm leading-relaxed">
          <p className="font-semibold">{RESET_LINK_SENT_MESSAGE}</p>
          <p className="mt-1">
            <span className="break-all">{email}</span> adresine gelen bağlantıya tıklayarak yeni şifrenizi
            belirleyebilirsiniz. E-postayı göremiyorsanız gereksiz (spam) klasörünü kontrol edin.
          </p>
        </div>
      </div>
      <Link to={paths.login()} className={buttonClass('secondary', 'lg', 'w-full')}>
        Giriş Sayfasına Dön
      </Link>
    </div>
  );
}

/** /forgot-password: asks for the e-mail; an unknown address gets a link to sign up. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const form = useZodForm(emailOnlySchema, { email: '' });

  if (forgot.isSuccess) return <ResetLinkSent email={forgot.variables} />;

  const onSubmit = form.handleSubmit((data) => forgot.mutate(data.email), { skip: forgot.isPending });

  const unknownEmail = forgot.error instanceof ApiRequestError && forgot.error.code === 'EMAIL_NOT_FOUND';

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Şifre sıfırlama formu">
      {forgot.isError && (
        <Alert
          tone="error"
          action={
            unknownEmail ? (
              <Link to={paths.login({ mode: 'register' })} className={LINK}>
                Ücretsiz üye olmak için tıklayın
              </Link>
            ) : undefined
          }
        >
          {errorMessage(forgot.error)}
        </Alert>
      )}
      <EmailField {...form.field('email')} placeholder="ornek@firma.com" />
      <SubmitButton pending={forgot.isPending} pendingText="Gönderiliyor…">
        Sıfırlama Bağlantısı Gönder
      </SubmitButton>
    </form>
  );
}
