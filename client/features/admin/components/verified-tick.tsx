import { CheckCircleIcon } from '../../../components/ui/icons';

/** docs/product-rules.md#admin-catalogue: a green tick beside a verified project, a blue one beside a verified company. */
export function VerifiedTick({ verified, tone = 'green' }: { verified: boolean; tone?: 'green' | 'blue' }) {
  if (!verified) return null;
  return (
    <span title="Doğrulanmış" className={tone === 'blue' ? 'text-blue-600 dark:text-blue-400' : 'text-emerald-600 dark:text-emerald-400'}>
      <CheckCircleIcon className="size-4.5" />
      <span className="sr-only">Doğrulanmış</span>
    </span>
  );
}
