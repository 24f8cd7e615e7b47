import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FREE_REGISTRATION_CREDIT } from '../../../../shared/constants';
import { ContentCard, ContentPage, ContentSection } from '../../../components/layouts/content-page';
import { buttonClass } from '../../../components/ui/button-styles';
import {
  ArrowRightIcon,
  BuildingIcon,
  ChartIcon,
  CoinIcon,
  DatabaseIcon,
  MapPinIcon,
  NewsIcon,
} from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../config/paths';

const OFFERS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Proje veritabanı',
    text: 'Türkiye genelindeki arazi, çatı ve yüzer GES projeleri: durum (ÇED süreci, kurulum, devreye alma), il ve ilçe, DC/AC kurulu güç, depolama kapasitesi, yatırımcı, yüklenici, panel ve inverter tedarikçileri.',
    icon: <DatabaseIcon className="size-6" />,
  },
  {
    title: 'Firma rehberi',
    text: 'EPC, ekipman, bakım-onarım, mühendislik ve finans firmaları; faaliyet alanı, ürün/hizmet tipi, şehir, kuruluş yılı, web sitesi ve yer aldıkları referans projeler.',
    icon: <BuildingIcon className="size-6" />,
  },
  {
    title: 'Kurulu güç ve üretim istatistikleri',
    text: 'Aylık ve yıllık kurulu güç (lisanslı ve lisanssız güneş dahil) ile elektrik üretimi; yenilenebilir ve güneş payları, grafik ve tablo görünümleriyle.',
    icon: <ChartIcon className="size-6" />,
  },
  {
    title: 'Trafo merkezi kapasiteleri ve harita',
    text: 'Trafo merkezlerinin boş bağlantı kapasiteleri yıl, ay ve ile göre filtrelenebilir listede; premium üyeler için konumlar harita üzerinde ve KML/KMZ olarak.',
    icon: <MapPinIcon className="size-6" />,
  },
  {
    title: 'Haber akışı',
    text: 'Sektör haberleri ve blog yazıları herkese açık; premium üyeler için güncel gelişmelerin derlendiği ayrı bir haber akışı.',
    icon: <NewsIcon className="size-6" />,
  },
  {
    title: 'Premium üyelik ve Bakiye',
    text: 'Premium üyeler filtreleme, sıralama, analitik panosu ve harita gibi gelişmiş özellikleri kullanır; doğrulanmış kayıtların detaylarını Bakiye harcayarak açar.',
    icon: <CoinIcon className="size-6" />,
  },
];

const BAKIYE_STEPS: { title: string; text: string }[] = [
  {
    title: 'Üye olun',
    text: `Yeni üyelerin hesabına ${FREE_REGISTRATION_CREDIT} Bakiye hediye olarak tanımlanır.`,
  },
  {
    title: 'Detayı açmadan önce görün',
    text: 'Doğrulanmış bir proje veya firmanın tüm detaylarını açmak istediğinizde işlemin Bakiye bedeli, mevcut bakiyeniz ve işlem sonrası kalacak bakiye gösterilir; onaylarsanız düşülür.',
  },
  {
    title: 'Bir kez ödeyin',
    text: 'Açtığınız kayıt envanterinize eklenir ve sizin için açık kalır; aynı detay için tekrar Bakiye harcamazsınız.',
  },
  {
    title: 'Gerektiğinde yükleyin',
    text: 'Filtreleme ve sonraki sayfalara geçiş gibi işlemler de Bakiye kullanır. Bakiyeniz azaldığında Paketler sayfasından premium paketlerle yeni Bakiye edinebilirsiniz.',
  },
];

export default function AboutPlatformPage() {
  useDocumentTitle('GüneşVeri Nedir?');
  return (
    <ContentPage
      eyebrow="Platform"
      title="GüneşVeri Nedir?"
      lead="GüneşVeri, Türkiye güneş enerjisi sektörünün projelerini, firmalarını, istatistiklerini ve şebeke kapasitesini tek yerde sunan Türkçe bir veri platformudur."
    >
      <ContentSection id="neler-sunuyor" title="Neler sunuyor?">
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {OFFERS.map((offer) => (
            <ContentCard key={offer.title}>
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-400">
                {offer.icon}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{offer.title}</h3>
              <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{offer.text}</p>
            </ContentCard>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="bakiye" title="Bakiye nasıl çalışır?">
        <p>
          Bakiye, GüneşVeri'de ücretli işlemler için kullanılan ön ödemeli birimdir. Her işlemin bedeli işlemden önce
          açıkça gösterilir; onayınız olmadan bakiyenizden düşüm yapılmaz.
        </p>
        <ol className="grid gap-4">
          {BAKIYE_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-500 font-bold text-slate-950">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">{step.title}</p>
                <p className="mt-1 text-slate-600 dark:text-slate-400">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </ContentSection>

      <div className="mt-12 flex flex-col gap-3 rounded-2xl border border-amber-300/70 bg-amber-50 p-6 sm:flex-row sm:items-center sm:justify-between dark:border-amber-400/30 dark:bg-amber-400/10">
        <p className="font-semibold text-slate-900 dark:text-white">
          Ücretsiz üye olun, {FREE_REGISTRATION_CREDIT} Bakiye ile hemen başlayın.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.login({ mode: 'register' })} className={buttonClass('primary')}>
            Ücretsiz Üye Ol
            <ArrowRightIcon className="size-4" />
          </Link>
          <Link to={paths.packagesPublic()} className={buttonClass('secondary')}>
            Paketler
          </Link>
        </div>
      </div>
    </ContentPage>
  );
}
