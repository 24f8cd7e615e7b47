import { Link } from 'react-router';
import { CardPage } from '../../../components/layouts/card-page';
import { ShieldCheckIcon } from '../../../components/ui/icons';
import { AdminLoginForm } from '../../../features/auth/components/admin-login-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../config/paths';

/** /admin/login — the separate super-admin sign-in (docs/product-rules.md#accounts). */
export default function AdminLoginPage() {
  useDocumentTitle('Yönetici Girişi');
  return (
    <CardPage
      icon={<ShieldCheckIcon className="size-6" />}
      eyebrow="Admin Panel"
      title="Yönetici Girişi"
      subtitle="Bu alan yalnızca yönetici yetkisine sahip hesaplar içindir."
      footer={
        <Link to={paths.login()} className="font-semibold text-amber-700 hover:underline dark:text-amber-400">
          Üye girişine dön
        </Link>
      }
    >
      <AdminLoginForm />
    </CardPage>
  );
}
