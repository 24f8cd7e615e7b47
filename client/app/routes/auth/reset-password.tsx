import { useSearchParams } from 'react-router';
import { ResetPassword } from '../../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /reset-password?token=… — the password-reset link from the mail. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  useDocumentTitle('Şifre Sıfırlama');
  return <ResetPassword token={params.get('token')} />;
}
