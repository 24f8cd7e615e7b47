import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { loginSchema } from '../../../../shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/forms';
import { useLogin } from '../api/login';
import { CredentialFields } from './credential-fields';
import { ResendVerification } from './resend-verification';
import { paths } from '../../../config/paths';

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Where to go after signing in (a same-origin path). */
  redirectTo: string;
  /** A success notice to show above the form (e.g. after sign-up). */
  notice?: string | null;
}

/** E-posta + Şifre sign-in (docs/product-rules.md#accounts), with the forgot-password link. */
export function LoginForm({ email, onEmailChange, redirectTo, notice }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const [resendFor, setResendFor] = useState<string | null>(null);
  const form = useZodForm(
    loginSchema,
    { password: '' },
    { controlled: { email: { value: email, onChange: onEmailChange } } },
  );

  const onSubmit = form.handleSubmit(
    (data) => {
      setResendFor(null);
      login.mutate(data, {
        onSuccess: () => navigate(redirectTo, { replace: true }),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'EMAIL_NOT_VERIFIED') setResendFor(data.email);
        },
      });
    },
    { skip: login.isPending },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Giriş formu">
      {notice && !login.isError && <Alert tone="success">{notice}</Alert>}
      {login.isError && (
        <Alert tone="error" action={resendFor ? <ResendVerification email={resendFor} /> : undefined}>
          {errorMessage(login.error)}
        </Alert>
      )}
      <CredentialFields
        email={form.field('email')}
        password={form.field('password')}
        emailPlaceholder="ornek@firma.com"
        passwordFooter={
          <div className="mt-2 text-right">
            <Link
              to={paths.forgotPassword()}
              className="text-sm font-medium text-amber-700 hover:text-amber-800 hover:underline dark:text-amber-400 dark:hover:text-amber-300"
            >
              Şifremi unuttum
            </Link>
          </div>
        }
      />
      <SubmitButton pending={login.isPending} pendingText="Giriş yapılıyor…">
        Giriş Yap
      </SubmitButton>
    </form>
  );
}
