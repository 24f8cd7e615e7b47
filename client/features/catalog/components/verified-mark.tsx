import { ShieldCheckIcon } from '../../../components/ui/icons';

/** "Doğrulanmış" mark of a verified project or company; `withText` spells it out. */
export function VerifiedMark({ verified, withText = false }: { verified: boolean; withText?: boolean }) {
  if (!verified) {
    return withText ? null : (
      <span className="text-slate-300 dark:text-slate-600" aria-label="Doğrulanmamış" title="Doğrulanmamış">
        –
      </span>
    );
  }
  return (
    <span
      className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700 dark:text-emerald-400"
      title="Doğrulanmış"
    >
      <ShieldCheckIcon className="size-4.5 shrink-0" />
      {withText ? 'Doğrulanmış' : <span className="sr-only">Doğrulanmış</span>}
    </span>
  );
}
