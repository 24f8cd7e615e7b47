import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SunMark } from '../ui/logo';
import { PaymentMarks } from '../ui/payment-marks';
import { FOOTER_EXTRA_NAV, MAIN_NAV } from './nav-links';
import { paths } from '../../config/paths';
import { useCookieBannerHeight } from '../../lib/cookie-banner-height';

interface SiteFooterProps {
  /** The "Sözleşmeler" list (with its own loading / error / empty states). */
  legal: ReactNode;
  /** The contact mailbox link. */
  contact: ReactNode;
}

const QUICK_LINKS = [...MAIN_NAV, ...FOOTER_EXTRA_NAV, { to: paths.login({ mode: 'register' }), label: 'Ücretsiz Üye Ol' }];

function FooterHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
      {children}
    </h2>
  );
}

export function SiteFooter({ legal, contact }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-slate-800 bg-slate-900 text-slate-300 dark:bg-black/40 [&_:focus-visible]:outline-amber-400">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <Link to="/" className="inline-flex items-center gap-2 rounded-lg text-lg font-bold text-white">
            <SunMark className="size-7" />
            <span>
              Güneş<span className="text-amber-400">Veri</span>
            </span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">
            GüneşVeri, Türkiye güneş enerjisi sektörünün proje ve firma veritabanıdır. Kurulu güç ve üretim
            istatistiklerini, trafo merkezi kapasitelerini ve sektör haberlerini tek yerde sunar.
          </p>
          <div className="mt-6">
            <p className="mb-2 text-xs font-medium text-slate-400">Güvenli ödeme</p>
            <PaymentMarks />
          </div>
        </div>

        <section aria-labelledby="footer-links" className="lg:col-span-2">
          <FooterHeading id="footer-links">Hızlı Bağlantılar</FooterHeading>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2.5 text-sm sm:grid-cols-1">
            {QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="rounded hover:text-amber-300">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-legal" className="lg:col-span-3">
          <FooterHeading id="footer-legal">Sözleşmeler</FooterHeading>
          <div className="mt-4 text-sm">{legal}</div>
        </section>

        <section aria-labelledby="footer-contact" className="lg:col-span-3">
          <FooterHeading id="footer-contact">İletişim</FooterHeading>
          <p className="mt-4 text-sm text-slate-400">Soru, öneri ve veri düzeltmeleri için bize yazın:</p>
          <div className="mt-2 text-sm">{contact}</div>
        </section>
      </div>
      <FooterBottomLine year={year} />
    </footer>
  );
}

/** The last line; while the fixed cookie banner is shown it publishes its height, and the line stays above it. */
function FooterBottomLine({ year }: { year: number }) {
  const bannerHeight = useCookieBannerHeight();
  return (
    <div className="border-t border-slate-800" style={bannerHeight > 0 ? { paddingBottom: bannerHeight } : undefined}>
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>© {year} GüneşVeri. Tüm hakları saklıdır.</p>
        <p>Veriler kamuya açık kaynaklardan derlenir; yatırım kararları için resmi kaynakları esas alın.</p>
      </div>
    </div>
  );
}
