import { RequireSession } from '../../../features/auth/components/require-session';
import { VerifyClaimPage } from '../../../features/company-claims/components/verify-claim-page';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /firma-dogrula: a company claim's verification link, for the signed-in claimant (docs/decisions/069). */
export default function VerifyCompanyClaimRoute() {
  useDocumentTitle('Firma temsilciliğini doğrula');
  return <RequireSession>{(user) => <VerifyClaimPage user={user} />}</RequireSession>;
}
