import { useNavigate } from 'react-router';
import { loginSchema } from '../../../../shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/forms';
import { useAdminLogin } from '../api/admin-login';
import { CredentialFields } from './credential-fields';
import { paths } from '../../../config/paths';

/** /admin/login: super admins only (the server refuses others with "Bu sayfaya erişim yetkiniz yok"). */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const adminLogin = useAdminLogin();
  const form = useZodForm(loginSchema, { email: '', password: '' });

  const onSubmit = form.handleSubmit(
    (data) => adminLogin.mutate(data, { onSuccess: () => navigate(paths.admin(), { replace: true }) }),
    { skip: adminLogin.isPending },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Yönetici giriş formu">
      {adminLogin.isError && <Alert tone="error">{errorMessage(adminLogin.error)}</Alert>}
      <CredentialFields email={form.field('email')} password={form.field('password')} />
      <SubmitButton pending={adminLogin.isPending} pendingText="Giriş yapılıyor…">
        Giriş Yap
      </SubmitButton>
    </form>
  );
}
