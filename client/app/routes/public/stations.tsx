import { StationCapacityList } from '../../../features/stations/components/station-capacity-list';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /stations: the transformer-station capacity list and map for every viewer (spec 2 §2.5). */
export default function StationsPage() {
  useDocumentTitle('Trafo Merkezi Kapasiteleri');
  return (
    <>
      <header className="border-b border-slate-200 bg-gradient-to-b from-amber-50 to-slate-50 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-7xl px-4 py-7 sm:px-6 sm:py-9 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-400">Şebeke kapasitesi</p>
          <h1 className="mt-1.5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">Trafo Merkezi Kapasiteleri</h1>
          <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
            Lisanssız güneş enerjisi başvuruları için trafo merkezlerinin aylık bağlanabilir kapasiteleri. Yıla, aya ve ile göre
            filtreleyin; premium üyeler trafo merkezlerini harita üzerinde görür, konum ve KML/KMZ dosyalarına ulaşır.
          </p>
        </div>
      </header>
      <section aria-label="Trafo merkezleri" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <StationCapacityList />
      </section>
    </>
  );
}
