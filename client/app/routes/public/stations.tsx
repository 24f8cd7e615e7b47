import { lazy, Suspense } from 'react';
import { useSession } from '../../../api/session';
import { useDetailStack } from '../../../features/catalog/hooks/use-detail-stack';
import { SectorMapPanel } from '../../../features/sector-map/components/sector-map-panel';
import { StationCapacityList } from '../../../features/stations/components/station-capacity-list';
import { useDocumentTitle } from '../../../lib/use-document-title';

// A project's detail (and what it links to) loads when a project marker is first opened.
const CatalogDetails = lazy(() =>
  import('../../../features/catalog/components/catalog-details').then((m) => ({ default: m.CatalogDetails })),
);

/**
 * /stations: the transformer-station capacity list for every viewer (docs/product-rules.md#transformer-stations), and its map view:
 * the sector map, with the projects beside the stations for premium members (docs/decisions/037).
 */
export default function StationsPage() {
  useDocumentTitle('Trafo Merkezi Kapasiteleri');
  const { user } = useSession();
  const details = useDetailStack();
  return (
    <>
      <header className="border-b border-slate-200 bg-gradient-to-b from-amber-50 to-slate-50 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-7xl px-4 py-7 sm:px-6 sm:py-9 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-400">Şebeke kapasitesi</p>
          <h1 className="mt-1.5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">Trafo Merkezi Kapasiteleri</h1>
          <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
            Lisanssız güneş enerjisi başvuruları için trafo merkezlerinin aylık bağlanabilir kapasiteleri. Yıla, aya ve ile göre
            filtreleyin; premium üyeler trafo merkezlerini ve projeleri harita üzerinde görür, konum ve KML/KMZ dosyalarına ulaşır.
          </p>
        </div>
      </header>
      <section aria-label="Trafo merkezleri" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <StationCapacityList
          renderMap={(slot) => <SectorMapPanel {...slot} onOpenProject={(id) => details.open({ kind: 'project', id })} />}
        />
      </section>
      {details.stack.length > 0 && (
        <Suspense fallback={null}>
          <CatalogDetails details={details} viewer={user} />
        </Suspense>
      )}
    </>
  );
}
