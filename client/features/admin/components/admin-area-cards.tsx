import { Link } from 'react-router';
import { REFERENCE_LISTS } from '../../../../shared/schemas/admin/reference';
import { adminPaths } from '../../../config/paths';

// Spec 3 §2.2–2.3: the dashboard links to every admin area. Areas of back office II (issue 16) are
// listed as coming, so the map of the back office is whole and no card leads nowhere.

interface Area {
  title: string;
  description: string;
  to?: string;
}

const GROUPS: { title: string; areas: Area[] }[] = [
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
      { title: 'Abonelik Yönetimi', description: 'Yakında' },
      { title: 'Deneme Üyelikleri', description: 'Yakında' },
      { title: 'Abonelik Paketleri', description: 'Yakında' },
      { title: 'Platform Paneli', description: 'Yakında' },
    ],
  },
  {
    title: 'Referans listeleri',
    areas: REFERENCE_LISTS.map((list) => ({ title: list.title, description: 'Ekle, yeniden adlandır, sil', to: list.path })),
  },
  {
    title: 'Yayın',
    areas: [
      { title: 'Akışlar', description: 'Yakında' },
      { title: 'Akış Etiketleri', description: 'Yakında' },
      { title: 'Sözleşmeler', description: 'Yakında' },
      { title: 'Çerez Politikaları', description: 'Yakında' },
      { title: 'Kurulu Güç Girişi', description: 'Yakında' },
      { title: 'Üretim Girişi', description: 'Yakında' },
      { title: 'Trafo Merkezleri', description: 'Yakında' },
      { title: 'Bakiye Maliyetleri', description: 'Yakında' },
      { title: 'Duyurular', description: 'Yakında' },
    ],
  },
];

export function AdminAreaCards() {
  return (
    <div className="space-y-6">
      {GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`area-${group.title}`}>
          <h2 id={`area-${group.title}`} className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {group.title}
          </h2>
          <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {group.areas.map((area) => (
              <li key={area.title}>
                {area.to ? (
                  <Link
                    to={area.to}
                    className="block h-full rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-amber-400 hover:bg-amber-50/40 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-amber-400/60 dark:hover:bg-slate-800"
                  >
                    <span className="block font-semibold text-slate-900 dark:text-white">{area.title}</span>
                    <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{area.description}</span>
                  </Link>
                ) : (
                  <div className="h-full rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-700">
                    <span className="block font-semibold text-slate-700 dark:text-slate-300">{area.title}</span>
                    <span className="mt-1 block text-sm text-slate-500 dark:text-slate-400">{area.description}</span>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
