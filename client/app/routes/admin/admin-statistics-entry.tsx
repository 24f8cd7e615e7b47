import type { StatEntryKind } from '../../../../shared/schemas/statistics-entry';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { StatisticsEntryForm } from '../../../features/admin/components/statistics-entry-form';

// Not on ResourceForm (decision 033): one month per year/month pick, with computed percentages and
// the solar split that follow the typed values (features/admin/components/statistics-entry-form.tsx).

/** /admin/installed-power/new and /admin/production/new (spec 3 §2.10–2.11). */
export default function AdminStatisticsEntryPage({ kind }: { kind: StatEntryKind }) {
  return (
    <AdminPage
      title={kind === 'installed-power' ? 'Kurulu Güç Girişi' : 'Üretim Girişi'}
      description={kind === 'installed-power' ? 'Aylık kurulu güç (MW). Oranlar değerlerden hesaplanır.' : 'Aylık elektrik üretimi (MWh). Oranlar değerlerden hesaplanır.'}
    >
      <StatisticsEntryForm key={kind} kind={kind} />
    </AdminPage>
  );
}
