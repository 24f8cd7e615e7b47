import { BILLING_MESSAGES } from '../../../../shared/schemas/billing';
import { Alert } from '../../../components/ui/alert';

/** Shown instead of any way to buy when the server takes no payments (no payment provider set up). */
export function PurchasesClosedNotice() {
  return (
    <Alert tone="warning" role="status" className="mb-8">
      <strong className="block">{BILLING_MESSAGES.purchasesClosed}</strong>
      <span className="font-normal">{BILLING_MESSAGES.purchasesClosedDetail}</span>
    </Alert>
  );
}
