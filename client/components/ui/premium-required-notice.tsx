import { CrownIcon } from './icons';

/** Set by a premium-only page (e.g. /dashboard) when it sends a visitor or member to the packages. */
export function premiumRequired(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { premiumRequired?: unknown }).premiumRequired === true;
}

/** Why the viewer landed here from a premium-only page (docs/product-rules.md#dashboard: "premium-required page"). */
export function PremiumRequiredNotice() {
  return (
    <div
      role="status"
      className="mb-10 flex w-full items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-left dark:border-amber-400/30 dark:bg-amber-400/10"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-500 text-slate-950">
        <CrownIcon className="size-5" />
      </span>
      <p className="text-sm text-slate-800 dark:text-slate-200">
        <strong className="block text-base text-slate-900 dark:text-white">Bu sayfa premium üyelere özeldir</strong>
        Analitik panosu, trafo merkezi haritası ve haber akışı premium üyelere açıktır. Premium paketlerden birini seçerek
        erişebilirsiniz.
      </p>
    </div>
  );
}

