import { Link } from 'react-router';
import { REFERENCE_LISTS } from '../../../../shared/schemas/admin/reference';
import { adminPaths } from '../../../config/paths';

// docs/product-rules.md#admin: the dashboard links to every admin area, grouped.

const GROUPS: { title: string; areas: { title: string; description: string; to: string }[] }[] = [
  {
    title: 'Katalog',
    areas: [
      { title: 'Yeni Proje', description: 'Proje formu', to: adminPaths.newProject() },
      { title: 'Yeni Firma', description: 'Firma formu', to: adminPaths.newCompany() },
      { title: 'Üye Başvuruları', description: 'Firma ve proje başvurularını onaylayın', to: adminPaths.submissions() },
      { title: 'Solar Projeler', description: 'Toplantı kararı kayıtları', to: adminPaths.solarProjects() },
    ],
  },
  {
    title: 'Üyeler',
    areas: [
      { title: 'Kullanıcılar', description: 'Bakiye, premium ve admin yetkileri, abonelik atama', to: adminPaths.users() },
      { title: 'İşlem Kaydı', description: 'Yönetim işlemlerinin kim, ne zaman, ne değişti kaydı', to: adminPaths.audit() },
      { title: 'Abonelik Yönetimi', description: 'Kayıtlar, durumlar, elle atama', to: adminPaths.subscriptions() },
      { title: 'Deneme Üyelikleri', description: 'Uzat, sonlandır, süresi dolanları kapat', to: adminPaths.trials() },
      { title: 'Abonelik Paketleri', description: 'Fiyatlar, iyzico planları, sıralama', to: adminPaths.packages() },
      { title: 'API Anahtarları', description: 'Üyelerin anahtarları, kullanımları; bir anahtarı iptal edin', to: adminPaths.apiKeys() },
      { title: 'Başarısız İşler', description: 'Beş kez başarısız olan bildirim işleri; yeniden deneyin', to: adminPaths.failedJobs() },
      { title: 'Platform Paneli', description: 'Toplamlar, dönemler, gelir grafikleri', to: adminPaths.platformDashboard() },
    ],
  },
  {
    title: 'Referans listeleri',
    areas: REFERENCE_LISTS.map((list) => ({ title: list.title, description: 'Ekle, yeniden adlandır, sil', to: list.path })),
  },
  {
    title: 'Yayın',
    areas: [
      { title: 'Akışlar', description: 'Haber akışı: yaz, düzenle, yayından kaldır', to: adminPaths.newsList() },
      { title: 'Akış Etiketleri', description: 'Etiket adları ve renkleri', to: adminPaths.newsTags() },
      { title: 'Sözleşmeler', description: 'PDF yükle, zorunlu/aktif durumu', to: adminPaths.contracts() },
      { title: 'Çerez Politikaları', description: 'Çerez bandındaki politika', to: adminPaths.cookiePolicies() },
      { title: 'Kurulu Güç Girişi', description: 'Aylık kurulu güç', to: adminPaths.installedPower() },
      { title: 'Üretim Girişi', description: 'Aylık üretim', to: adminPaths.production() },
      { title: 'Trafo Merkezleri', description: 'Tanımlar, aylık kapasiteler, KML/KMZ', to: adminPaths.stations() },
      { title: 'Bakiye Maliyetleri', description: 'Ücretli işlemlerin Bakiye tutarları', to: adminPaths.tokenCosts() },
      { title: 'Duyurular', description: 'Kayan duyuru bandı', to: adminPaths.announcements() },
    ],
  },
  {
    title: 'Veri Aktarımı',
    areas: [
      { title: 'İçe Aktar', description: 'CSV veya XLSX dosyasından proje, firma, trafo merkezi ve istatistik yükleyin', to: adminPaths.newImport() },
      { title: 'Aktarım Geçmişi', description: 'Kim, ne zaman, hangi dosya; bir aktarımı geri alın', to: adminPaths.imports() },
      { title: 'Veri Kaynakları', description: 'Kaynaklar, lisanslar ve atıflar', to: adminPaths.sources() },
    ],
  },
];

/** The areas as compact link cards, grouped; the lists below stay in view on a laptop screen. */
export function AdminAreaCards() {
  return (
    <nav aria-label="Yönetim alanları" className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-4 dark:border-slate-800 dark:bg-slate-900">
      {GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`area-${group.title}`}>
          <h2 id={`area-${group.title}`} className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {group.title}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {group.areas.map((area) => (
                <li key={area.title}>
                  <Link
                    to={area.to}
                    title={area.description}
                    className="inline-flex rounded-lg border border-slate-200 px-2.5 py-1.5 text-sm font-medium text-slate-900 transition-colors hover:border-amber-400 hover:bg-amber-50 dark:border-slate-700 dark:text-white dark:hover:border-amber-400/60 dark:hover:bg-slate-800"
                  >
                    {area.title}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
