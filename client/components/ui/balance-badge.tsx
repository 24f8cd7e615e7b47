import { Link } from 'react-router';
import { formatInteger } from '../../lib/format';
import { CoinIcon } from './icons';
import { paths } from '../../config/paths';

/**
 * The signed-in user's Bakiye in the header ("50 Bakiye"; the number alone under 640 px),
 * linking to the balance tab of the profile. Its accessible name is "Bakiye: 50".
 */
export function BalanceBadge({ balance }: { balance: number }) {
  const amount = formatInteger(balance);
  return (
    <Link
      to={paths.profile('tokens')}
      aria-label={`Bakiye: ${amount}`}
      title={`Bakiye: ${amount}`}
      data-testid="balance-badge"
      className="inline-flex h-8 shrink-0 items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2 sm:gap-1.5 sm:px-2.5 text-xs font-semibold whitespace-nowrap text-amber-900 tabular-nums transition-colors hover:border-amber-400 hover:bg-amber-100 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200 dark:hover:bg-amber-400/20"
    >
      <CoinIcon className="size-4 text-amber-600 dark:text-amber-400" />
      <span>
        {amount}
        <span className="hidden sm:inline"> Bakiye</span>
      </span>
    </Link>
  );
}
