import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { ClockIcon, CrownIcon } from '../../components/ui/icons';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Set by a premium-only page (e.g. /dashboard) when it sends a visitor or member to the packages. */
function premiumRequired(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { premiumRequired?: unknown }).premiumRequired === true;
}

/** Why the viewer landed here from a premium-only page (spec 2 §2.6: "premium-required page"). */
function PremiumRequiredNotice() {
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

/** Placeholder for screens that later issues build (packages, news, dashboard). */
export default function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const location = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      {premiumRequired(location.state) && <PremiumRequiredNotice />}
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-400">
        <ClockIcon className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-400">{title}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Bu sayfa hazırlanıyor</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        Bu bölüm çok yakında kullanıma açılacak. Bu sırada GüneşVeri'nin neler sunduğuna göz atabilirsiniz.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Ana Sayfaya Dön
        </Link>
        <Link to="/about-platform" className={buttonClass('secondary')}>
          GüneşVeri Nedir?
        </Link>
      </div>
    </section>
  );
}
