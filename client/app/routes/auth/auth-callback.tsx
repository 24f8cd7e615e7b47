import { useSearchParams } from 'react-router';
import { EmailVerification } from '../../../features/auth/components/email-verification';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /auth/callback?token=…&type=signup — the e-mail verification link. */
export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  useDocumentTitle('E-posta Doğrulama');
  return <EmailVerification token={params.get('token')} type={params.get('type')} />;
}
