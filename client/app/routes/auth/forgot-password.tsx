import { Link } from 'react-router';
import { CardPage } from '../../../components/layouts/card-page';
import { KeyIcon } from '../../../components/ui/icons';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../config/paths';

export default function ForgotPasswordPage() {
  useDocumentTitle('Şifremi Unuttum');
  return (
    <CardPage
      icon={<KeyIcon className="size-6" />}
      title="Şifrenizi mi unuttunuz?"
      subtitle="Hesabınıza kayıtlı e-posta adresini girin; size şifrenizi sıfırlamanız için bir bağlantı gönderelim."
      footer={
        <>
          Şifrenizi hatırladınız mı?{' '}
          <Link to={paths.login()} className="font-semibold text-amber-700 hover:underline dark:text-amber-400">
            Giriş yapın
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </CardPage>
  );
}
