import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { ClockIcon } from '../../components/ui/icons';
import { PremiumRequiredNotice, premiumRequired } from '../../components/ui/premium-required-notice';
import { useDocumentTitle } from '../../lib/use-document-title';

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
