import { COMPANY_CLAIM_MESSAGES } from '../../../shared/company-claim-messages';
import { CheckCircleIcon } from '../ui/icons';

/**
 * "Doğrulanmış firma": a member verified as the company's representative (docs/decisions/069). Apart
 * from the data's own "Doğrulanmış" (is_verified, set by an admin), which it neither sets nor implies.
 */
export function RepresentedMark({ represented, compact = false }: { represented: boolean | undefined; compact?: boolean }) {
  if (!represented) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800 dark:border-sky-400/30 dark:bg-sky-400/10 dark:text-sky-200"
      title="Firmanın bir temsilcisi GüneşVeri'de doğrulandı"
      data-testid="represented-mark"
    >
      <CheckCircleIcon className="size-3.5 shrink-0" />
      {compact ? <span className="sr-only">{COMPANY_CLAIM_MESSAGES.verifiedMark}</span> : COMPANY_CLAIM_MESSAGES.verifiedMark}
    </span>
  );
}
