import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { loginSchema } from '../../../../shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { firstIssues, withoutError, type FieldErrors } from '../../../lib/form-errors';
import { useAdminLogin } from '../api/admin-login';

/** /admin/login: super admins only (the server refuses others with "Bu sayfaya erişim yetkiniz yok"). */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const adminLogin = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adminLogin.isPending) return;
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error));
      return;
    }
    setErrors({});
    adminLogin.mutate(parsed.data, { onSuccess: () => navigate('/admin', { replace: true }) });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Yönetici giriş formu">
      {adminLogin.isError && <Alert tone="error">{errorMessage(adminLogin.error)}</Alert>}
      <TextField
        label="E-posta"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          setErrors((e) => withoutError(e, 'email'));
        }}
        error={errors.email}
      />
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
      <SubmitButton pending={adminLogin.isPending} pendingText="Giriş yapılıyor…">
        Giriş Yap
      </SubmitButton>
    </form>
  );
}
