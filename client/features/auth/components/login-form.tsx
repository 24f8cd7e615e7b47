import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { loginSchema } from '../../../../shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { firstIssues, withoutError, type FieldErrors } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { ResendVerification } from './resend-verification';

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Where to go after signing in (a same-origin path). */
  redirectTo: string;
  /** A success notice to show above the form (e.g. after sign-up). */
  notice?: string | null;
}

/** E-posta + Şifre sign-in (spec 1 §2 login mode), with the forgot-password link. */
export function LoginForm({ email, onEmailChange, redirectTo, notice }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [resendFor, setResendFor] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error));
      return;
    }
    setErrors({});
    setResendFor(null);
    login.mutate(parsed.data, {
      onSuccess: () => navigate(redirectTo, { replace: true }),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.code === 'EMAIL_NOT_VERIFIED') setResendFor(parsed.data.email);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Giriş formu">
      {notice && !login.isError && <Alert tone="success">{notice}</Alert>}
      {login.isError && (
        <Alert tone="error" action={resendFor ? <ResendVerification email={resendFor} /> : undefined}>
          {errorMessage(login.error)}
        </Alert>
      )}
      <TextField
        label="E-posta"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onValueChange={(value) => {
          onEmailChange(value);
          setErrors((e) => withoutError(e, 'email'));
        }}
        error={errors.email}
        placeholder="ornek@firma.com"
      />
      <div>
        <PasswordField
          label="Şifre"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setErrors((e) => withoutError(e, 'password'));
          }}
          error={errors.password}
        />
        <div className="mt-2 text-right">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-amber-700 hover:text-amber-800 hover:underline dark:text-amber-400 dark:hover:text-amber-300"
          >
            Şifremi unuttum
          </Link>
        </div>
      </div>
      <SubmitButton pending={login.isPending} pendingText="Giriş yapılıyor…">
        Giriş Yap
      </SubmitButton>
    </form>
  );
}
