import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentCard, ContentPage, ContentSection } from '../../../components/layouts/content-page';
import { buttonClass } from '../../../components/ui/button-styles';
import { ChartIcon, DatabaseIcon, NewsIcon, UsersIcon } from '../../../components/ui/icons';
import { ContactEmailLink } from '../../../features/site/components/contact-email-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../config/paths';

const SOURCES = [
  {
    name: 'TEİAŞ',
    full: 'Türkiye Elektrik İletim A.Ş.',
    use: 'Kurulu güç ve elektrik üretimi istatistikleri; lisanssız üretim ve dağıtım seviyesindeki güncel bağlantı kapasitesi duyuruları.',
  },
  {
    name: 'EPDK',
    full: 'Enerji Piyasası Düzenleme Kurumu',
    use: 'Lisanslı ve lisanssız üretim tesislerine ilişkin kararlar, lisans bilgileri ve piyasa raporları.',
  },
  {
    name: 'ETKB',
    full: 'Enerji ve Tabii Kaynaklar Bakanlığı',
    use: 'Yenilenebilir enerji kapasitesi, YEKA yarışmaları ve enerji politikalarına ilişkin resmi duyuru ve istatistikler.',
  },
];

const TEAM: { role: string; text: string; icon: ReactNode }[] = [
  {
    role: 'Veri ve araştırma ekibi',
    text: 'Kamu kaynaklarını ve sektör duyurularını takip eder, proje ve firma kayıtlarını derleyip doğrular.',
    icon: <DatabaseIcon className="size-5" />,
  },
  {
    role: 'Analitik ekibi',
    text: 'Kurulu güç, üretim ve şebeke kapasitesi verilerini düzenler; istatistik ve harita görünümlerini hazırlar.',
    icon: <ChartIcon className="size-5" />,
  },
  {
    role: 'Editör ve haber masası',
    text: 'Sektördeki gelişmeleri, mevzuat değişikliklerini ve yeni projeleri haber akışına taşır.',
    icon: <NewsIcon className="size-5" />,
  },
  {
    role: 'Üye ilişkileri ve destek',
    text: 'Üyelik, ödeme ve veri düzeltme taleplerinizi yanıtlar; firma ve proje başvurularını inceler.',
    icon: <UsersIcon className="size-5" />,
  },
];

export default function AboutPage() {
  useDocumentTitle('Biz Kimiz');
  return (
    <ContentPage
      eyebrow="Hakkımızda"
      title="Biz Kimiz"
      lead="Türkiye'de güneş enerjisi sektörünün ihtiyaç duyduğu veriyi erişilebilir, güncel ve güvenilir kılmak için çalışıyoruz."
    >
      <ContentSection id="misyon" title="Misyonumuz">
        <p>
          Güneş enerjisi Türkiye'nin en hızlı büyüyen enerji kaynaklarından biri; ancak projeler, firmalar ve şebeke
          kapasitesi hakkındaki bilgiler farklı kurumların duyurularına, raporlarına ve tablolarına dağılmış durumda.
          GüneşVeri'nin misyonu bu dağınık bilgiyi tek bir yerde toplamak, düzenlemek ve sektörün her paydaşının
          kolayca kullanabileceği hâle getirmektir.
        </p>
        <p>
          Yatırımcının doğru sahayı, tedarikçinin doğru müşteriyi, yüklenicinin doğru projeyi daha hızlı bulmasına
          yardımcı olarak Türkiye'nin enerji dönüşümüne katkı sunmayı hedefliyoruz.
        </p>
      </ContentSection>

      <ContentSection id="biz-kimiz" title="Kimiz?">
        <p>
          GüneşVeri; enerji sektöründe deneyimli mühendisler, veri analistleri ve yazılım geliştiricilerden oluşan bir
          ekip tarafından geliştirilen bağımsız bir veri platformudur. Herhangi bir üretici, yüklenici ya da yatırımcı
          grubuna bağlı değiliz; kayıtları tarafsız biçimde ve aynı ölçütlerle yayımlarız.
        </p>
        <p>
          Platformdaki doğrulanmış kayıtlar ekibimizce kontrol edilmiştir. Üyelerimizin gönderdiği düzeltme önerileri ve
          yeni firma veya proje başvuruları, yayına alınmadan önce incelenir.
        </p>
      </ContentSection>

      <ContentSection id="kaynaklar" title="Veri kaynaklarımız">
        <p>Verilerimizi kamuya açık resmi kaynaklardan derliyor ve her güncellemede kaynağını belirtiyoruz:</p>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {SOURCES.map((source) => (
            <ContentCard key={source.name}>
              <p className="text-lg font-bold text-slate-900 dark:text-white">{source.name}</p>
              <p className="text-sm font-medium text-amber-700 dark:text-amber-400">{source.full}</p>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{source.use}</p>
            </ContentCard>
          ))}
        </ul>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Kaynak kurumların GüneşVeri ile bir bağlantısı yoktur. Yatırım ve bağlantı başvurusu gibi resmi işlemlerde
          ilgili kurumun güncel yayınlarını esas alın.
        </p>
      </ContentSection>

      <ContentSection id="ekip" title="Ekibimiz">
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {TEAM.map((member) => (
            <ContentCard key={member.role} className="flex gap-4">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-400">
                {member.icon}
              </span>
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">{member.role}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{member.text}</p>
              </div>
            </ContentCard>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="iletisim" title="İletişim">
        <p>
          Soru, öneri, iş birliği ve veri düzeltme talepleriniz için bize e-posta ile ulaşabilirsiniz. Mesajlarınızı en
          kısa sürede yanıtlıyoruz.
        </p>
        <ContactEmailLink className="text-lg font-semibold text-amber-700 underline decoration-amber-500/40 underline-offset-4 hover:decoration-amber-600 dark:text-amber-400" />
        <div className="pt-4">
          <Link to={paths.aboutPlatform()} className={buttonClass('secondary')}>
            GüneşVeri Nedir?
          </Link>
        </div>
      </ContentSection>
    </ContentPage>
  );
}
