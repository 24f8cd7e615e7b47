import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { CrownIcon, MapPinIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../api/session';
import { packagesPath, viewerTier, type ViewerTier } from '../../../lib/viewer';
import type { StationMapSlot } from '../../../lib/station-params';
import { paths } from '../../../config/paths';
import { afterNextFrame } from '../../../lib/after-frame';
import { MAP_HEIGHT } from '../map-height';

// Leaflet, the clusters and the outlines load only when a premium viewer opens the map (docs/product-rules.md#transformer-stations).
const loadSectorMap = () => import('./sector-map');
const SectorMap = lazy(loadSectorMap);

export function MapLoading() {
  return (
    <div
      role="status"
      className={`flex ${MAP_HEIGHT} items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-slate-100 text-sm font-medium text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300`}
    >
      <Spinner className="size-5 text-amber-600 dark:text-amber-400" />
      Harita yükleniyor…
    </div>
  );
}

/** What a visitor or member sees instead of the map: what it offers and where to get it. */
function MapPremiumPrompt({ tier }: { tier: Exclude<ViewerTier, 'premium'> }) {
  return (
    <section
      aria-labelledby="station-map-premium"
      className="relative overflow-hidden rounded-2xl border border-amber-300 bg-gradient-to-br from-amber-50 via-white to-orange-50 px-6 py-12 text-center sm:py-16 dark:border-amber-400/30 dark:from-slate-900 dark:via-slate-900 dark:to-amber-950/40"
    >
      <MapPinIcon aria-hidden="true" className="pointer-events-none absolute -top-6 -right-6 size-40 text-amber-200/70 dark:text-amber-400/10" />
      <span className="relative inline-flex size-12 items-center justify-center rounded-xl bg-amber-500 text-slate-950">
        <CrownIcon className="size-7" />
      </span>
      <h3 id="station-map-premium" className="relative mt-4 text-xl font-bold tracking-tight text-slate-900 dark:text-white">
        Harita görünümü premium üyelere özeldir
      </h3>
      <p className="relative mx-auto mt-2 max-w-lg text-sm leading-relaxed text-slate-600 dark:text-slate-300">
        Trafo merkezlerini ve projeleri harita üzerinde görün, konumlarına ve KML/KMZ dosyalarına ulaşın; illerin güneş enerjisi
        kurulu gücünü ve bağlanabilir kapasiteyi bölgenize göre değerlendirin.
      </p>
      <div className="relative mt-6 flex flex-wrap justify-center gap-3">
        <Link to={packagesPath(tier)} className={buttonClass('primary', 'md')}>
          {tier === 'visitor' ? 'Paketleri İncele' : 'Premium Üye Ol'}
        </Link>
        {tier === 'visitor' && (
          <Link to={paths.login()} className={buttonClass('secondary', 'md')}>
            Giriş Yap
          </Link>
        )}
      </div>
    </section>
  );
}

interface SectorMapPanelProps extends StationMapSlot {
  /** A project marker opens the project's detail dialog, which the screen hosts (paid as from the list). */
  onOpenProject: (id: string) => void;
}

/** The sector map for premium viewers (loaded on demand), the premium prompt for everyone else. */
export function SectorMapPanel(props: SectorMapPanelProps) {
  const { user, isPending } = useSession();
  const tier = viewerTier(user);
  // The map's code is asked for once the page's first frame is drawn, before the session answers:
  // fetched with the page's own code it delayed the first paint, fetched after the answer its work
  // came late (docs/decisions/032).
  const wantsMap = isPending || tier === 'premium';
  useEffect(() => (wantsMap ? afterNextFrame(() => void loadSectorMap()) : undefined), [wantsMap]);
  if (isPending) return <MapLoading />;
  if (tier !== 'premium') return <MapPremiumPrompt tier={tier} />;
  return (
    <Suspense fallback={<MapLoading />}>
      <SectorMap {...props} />
    </Suspense>
  );
}
