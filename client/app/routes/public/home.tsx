import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FREE_REGISTRATION_CREDIT } from '../../../../shared/constants';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { buttonClass } from '../../../components/ui/button-styles';
import { ArrowRightIcon, BuildingIcon, ChartIcon, CoinIcon, DatabaseIcon, MapPinIcon } from '../../../components/ui/icons';
import { AnnouncementTicker } from '../../../features/announcements/components/announcement-ticker';
import { useSession } from '../../../api/session';
import { CompanyList } from '../../../features/catalog/components/company-list';
import { ProjectList } from '../../../features/catalog/components/project-list';
import { useDetailStack } from '../../../features/catalog/hooks/use-detail-stack';
import { viewerTier } from '../../../lib/viewer';
import { StatisticsView } from '../../../features/statistics/components/statistics-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PremiumPromo, TrialBanner } from './home-banners';
import { HOME_TABS, HomeTabBar, HomeTabPanel, homeTab, type HomeTabKey } from './home-tabs';
import { paths } from '../../../config/paths';

const AUDIENCES = [
  'Yatırımcılar',
  'EPC ve kurulum firmaları',
  'Ekipman üreticileri ve tedarikçiler',
  'Mühendislik ve danışmanlık firmaları',
  'Finans kuruluşları',
];

interface Feature {
  title: string;
  text: string;
  to: string;
  cta: string;
  icon: ReactNode;
}

const FEATURES: Feature[] = [
  {
    title: 'Proje veritabanı',
    text: 'Türkiye genelindeki güneş enerjisi projelerini il, proje tipi ve durumuna göre inceleyin; DC/AC kurulu güç, yatırımcı, yüklenici ve ekipman bilgilerine ulaşın.',
    to: '/?tab=projects',
    cta: 'Projeleri incele',
    icon: <DatabaseIcon className="size-6" />,
  },
  {
    title: 'Firma rehberi',
    text: 'EPC, panel ve inverter tedarikçisi, bakım-onarım ve danışmanlık firmalarını faaliyet alanı ve şehre göre bulun; referans projelerini görün.',
    to: '/?tab=companies',
    cta: 'Firmaları incele',
    icon: <BuildingIcon className="size-6" />,
  },
  {
    title: 'İstatistikler',
    text: 'Türkiye’nin kurulu gücünü ve elektrik üretimini ay ay izleyin; yenilenebilir ve güneş paylarını tablo ya da grafik olarak görün.',
    to: '/?tab=installed-power',
    cta: 'İstatistikleri incele',
    icon: <ChartIcon className="size-6" />,
  },
  {
    title: 'Şebeke kapasitesi',
    text: 'Trafo merkezlerinin aylık boş bağlantı kapasitelerini il, yıl ve aya göre listeleyin; premium üyelikle konumlarını harita üzerinde görün.',
    to: paths.stations(),
    cta: 'Trafo kapasitelerine git',
    icon: <MapPinIcon className="size-6" />,
  },
];

/** Decorative hero artwork: the sun over a field of panels with a rising production curve. */
function HeroArt() {
  return (
    <svg viewBox="0 0 480 400" className="h-auto w-full" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fbbf24" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fbbf24" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-sun" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#f97316" />
        </linearGradient>
        <linearGradient id="hero-panel" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e3a8a" />
          <stop offset="1" stopColor="#0f172a" />
        </linearGradient>
        <linearGradient id="hero-curve" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f59e0b" stopOpacity="0.35" />
          <stop offset="1" stopColor="#f59e0b" stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="330" cy="120" r="130" fill="url(#hero-glow)" />
      <g stroke="#f59e0b" strokeWidth="5" strokeLinecap="round" opacity="0.85">
        <path d="M330 22v20M330 198v20M232 120h20M408 120h20M261 51l14 14M385 175l14 14M261 189l14-14M385 65l14-14" />
      </g>
      <circle cx="330" cy="120" r="54" fill="url(#hero-sun)" />

      {/* production curve */}
      <path d="M30 250 C 110 240, 150 180, 220 170 S 330 120, 450 70 L 450 260 L 30 260 Z" fill="url(#hero-curve)" />
      <path
        d="M30 250 C 110 240, 150 180, 220 170 S 330 120, 450 70"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <g fill="#f59e0b">
        <circle cx="220" cy="170" r="5" />
        <circle cx="450" cy="70" r="5" />
      </g>

      {/* panel rows */}
      {[0, 1, 2].map((row) => {
        const y = 255 + row * 44;
        const skew = 26 - row * 6;
        return (
          <g key={row} transform={`translate(${18 + row * 6} ${y})`}>
            {[0, 1, 2, 3].map((col) => {
              const x = col * 112;
              return (
                <g key={col}>
                  <path
                    d={`M${x + skew} 0 h96 l${-skew} 34 h-96 Z`}
                    fill="url(#hero-panel)"
                    stroke="#60a5fa"
                    strokeOpacity="0.55"
                    strokeWidth="1.5"
                  />
                  <path
                    d={`M${x + skew * 0.5} 17 h96 M${x + skew + 32} 0 l${-skew} 34 M${x + skew + 64} 0 l${-skew} 34`}
                    stroke="#93c5fd"
                    strokeOpacity="0.35"
                    strokeWidth="1"
                  />
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

// The detail, confirmation and suggestion modals load when a row is first opened.
const CatalogDetails = lazy(() =>
  import('../../../features/catalog/components/catalog-details').then((m) => ({ default: m.CatalogDetails })),
);

/** The data section the feature cards lead to. */
const DATA_SECTION_ID = 'veriler';

function scrollToData() {
  document.getElementById(DATA_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** The hero, compact so the data tabs are in the first screen. */
function Hero({ user }: { user: CurrentUser | null }) {
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-br from-amber-50 via-white to-orange-50 dark:border-slate-800 dark:from-slate-950 dark:via-slate-900 dark:to-slate-950">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -left-32 size-96 rounded-full bg-amber-200/40 blur-3xl dark:bg-amber-500/10"
      />
      <div className={`relative mx-auto grid max-w-7xl items-center gap-6 px-4 py-6 sm:px-6 ${user ? 'sm:py-7' : 'sm:py-10'} lg:grid-cols-12 lg:px-8`}>
        <div className="lg:col-span-8">
          <p className="inline-flex items-center gap-2 rounded-full border border-amber-400/50 bg-white/70 px-3 py-1 text-xs font-semibold text-amber-800 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-300">
            <span className="size-1.5 rounded-full bg-amber-500" aria-hidden="true" />
            Türkiye güneş enerjisi veri platformu
          </p>
          <h1 className="mt-3 text-[1.75rem] leading-tight font-extrabold sm:mt-4 sm:text-4xl tracking-tight text-balance text-slate-900 lg:text-[2.6rem] lg:leading-[1.1] dark:text-white">
            Güneş enerjisi sektörünün verisi,{' '}
            <span className="bg-gradient-to-r from-amber-500 to-orange-600 bg-clip-text text-transparent dark:from-amber-300 dark:to-orange-400">
              tek platformda
            </span>
          </h1>
          <p className={`mt-3 max-w-2xl text-[15px] leading-relaxed text-slate-600 sm:text-lg dark:text-slate-300 ${user ? 'hidden sm:block' : ''}`}>
            GüneşVeri; Türkiye'deki güneş enerjisi projelerini, sektör firmalarını, kurulu güç ve üretim
            istatistiklerini, trafo merkezi bağlantı kapasitelerini ve sektör haberlerini bir araya getirir.
            Yatırım, satış ve iş geliştirme kararlarınızı güncel veriye dayandırın.
          </p>
          {!user && (
            <div className="mt-5 grid grid-cols-2 gap-3 sm:flex sm:items-center">
              <Link to={paths.login({ mode: 'register' })} className={buttonClass('primary', 'md', 'whitespace-nowrap sm:h-12 sm:px-6 sm:text-base')}>
                Ücretsiz Üye Ol
                <ArrowRightIcon className="hidden size-5 sm:block" />
              </Link>
              <Link to={paths.packagesPublic()} className={buttonClass('secondary', 'md', 'whitespace-nowrap sm:h-12 sm:px-6 sm:text-base')}>
                Paketleri İncele
              </Link>
            </div>
          )}
        </div>
        <div className="hidden lg:col-span-4 lg:block">
          {user ? (
            <div className="mx-auto max-w-52">
              <HeroArt />
            </div>
          ) : (
            <div className="flex items-start gap-3 rounded-xl border border-amber-300/80 bg-amber-100/60 p-4 dark:border-amber-400/30 dark:bg-amber-400/10">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-500 text-slate-950">
                <CoinIcon className="size-6" />
              </span>
              <p className="text-sm leading-relaxed text-slate-800 dark:text-slate-200">
                <strong className="block text-base text-slate-900 dark:text-white">
                  Yeni üyelere {FREE_REGISTRATION_CREDIT} Bakiye hediye
                </strong>
                Ücretsiz üye olun; hesabınıza tanımlanan {FREE_REGISTRATION_CREDIT} Bakiye ile doğrulanmış proje ve firma
                detaylarını açın.
              </p>
            </div>
          )}
        </div>
        {!user && (
          <p className="flex items-center gap-2 text-sm text-slate-700 lg:hidden dark:text-slate-300">
            <CoinIcon className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
            <span>
              <strong className="text-slate-900 dark:text-white">Yeni üyelere {FREE_REGISTRATION_CREDIT} Bakiye hediye</strong>{' '}
              — doğrulanmış proje ve firma detaylarını açın.
            </span>
          </p>
        )}
      </div>
    </section>
  );
}

export default function HomePage() {
  useDocumentTitle("Türkiye'nin güneş enerjisi veritabanı");
  const { user, isPending: sessionPending } = useSession();
  const tier = viewerTier(user);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = homeTab(searchParams.get('tab'));
  // A province chosen on the map (/?tab=projects&city_id=…): the project list filters by it once.
  const [initialCity] = useState(() => searchParams.get('city_id'));
  const details = useDetailStack();
  // A list opened once stays mounted (hidden) so it keeps its page, filters and search.
  const [visited, setVisited] = useState<HomeTabKey[]>([tab]);
  if (!visited.includes(tab)) setVisited([...visited, tab]);

  const selectTab = (key: HomeTabKey) => {
    const next = new URLSearchParams(searchParams);
    next.set('tab', key);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <AnnouncementTicker />
      <Hero user={user} />

      <section id={DATA_SECTION_ID} aria-label="Veriler" className="mx-auto max-w-7xl scroll-mt-28 px-4 py-8 sm:px-6 lg:px-8">
        {user?.is_trial && user.trial_days_left !== null ? (
          <div className="mb-5">
            <TrialBanner daysLeft={user.trial_days_left} />
          </div>
        ) : (
          tier !== 'premium' && (
            <div className="mb-5">
              <PremiumPromo user={user} />
            </div>
          )
        )}

        <HomeTabBar active={tab} onChange={selectTab} />
        {HOME_TABS.map(({ key }) => (
          <HomeTabPanel key={key} tab={key} active={key === tab}>
            {!visited.includes(key) ? null : key === 'projects' ? (
              <ProjectList tier={tier} sessionPending={sessionPending} initialCity={initialCity} onOpen={(id) => details.open({ kind: 'project', id })} />
            ) : key === 'companies' ? (
              <CompanyList tier={tier} sessionPending={sessionPending} onOpen={(id) => details.open({ kind: 'company', id })} />
            ) : (
              <StatisticsView kind={key} />
            )}
          </HomeTabPanel>
        ))}
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-400">Neler sunuyoruz?</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            Sektörü tanımak için ihtiyacınız olan veriler
          </h2>
        </div>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <Link
                to={feature.to}
                preventScrollReset={feature.to.startsWith('/?')}
                onClick={feature.to.startsWith('/?') ? scrollToData : undefined}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-amber-400 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-amber-400/60"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-400">
                  {feature.icon}
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{feature.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{feature.text}</p>
                <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-amber-700 dark:text-amber-400">
                  {feature.cta}
                  <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Kimler için?</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {AUDIENCES.map((audience) => (
              <li
                key={audience}
                className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
              >
                {audience}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-slate-900 px-6 py-10 sm:px-10 sm:py-12 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-20 -bottom-24 size-80 rounded-full bg-amber-500/25 blur-3xl"
          />
          <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-xl">
              <h2 className="text-2xl font-bold tracking-tight text-white">Premium ile tüm detaylara erişin</h2>
              <p className="mt-2 text-slate-300">
                Filtreleme, sıralama, proje ve firma detayları, analitik panosu, trafo merkezi haritası ve haber akışı
                premium üyelere açıktır.
              </p>
            </div>
            <Link to={user ? paths.packages() : paths.packagesPublic()} className={buttonClass('primary', 'lg', 'shrink-0')}>
              Paketleri Gör
              <ArrowRightIcon className="size-5" />
            </Link>
          </div>
        </div>
      </section>

      {details.stack.length > 0 && (
        <Suspense fallback={null}>
          <CatalogDetails details={details} viewer={user} />
        </Suspense>
      )}
    </>
  );
}
