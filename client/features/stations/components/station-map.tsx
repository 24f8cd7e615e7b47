import { useQueryClient } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { useEffect, useRef, useState } from 'react';
import type { StationMarker } from '../../../../shared/schemas/stations';
import { STATION_MAP, STATION_MESSAGES } from '../../../../shared/station-constants';
import { buttonClass } from '../../../components/ui/button-styles';
import { AlertCircleIcon, DatabaseIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { formatInteger } from '../../../lib/format';
import { useSiteInfo } from '../../../api/site-info';
import { stationGeometryQueryOptions } from '../api/get-station-geometry';
import { useStationMarkers } from '../api/get-station-markers';
import type { StationFilters } from '../api/station-params';
import { formatCapacity, formatPeriod, MAP_HEIGHT } from '../station-format';
import './station-map.css';
import { accessRefusal } from '../../../lib/viewer';

// The premium station map (spec 2 §2.5): Leaflet with clustered markers, centred on Turkey and
// fitted to the markers (zoom at most 10). Popups live outside React: plain DOM with a real button.

/** Leaflet's default marker images break under bundlers: a CSS dot instead. */
const icon = (hasKml: boolean) =>
  L.divIcon({
    className: hasKml ? 'station-marker station-marker--kml' : 'station-marker',
    html: '<span class="station-marker__dot"></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -12],
  });

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

interface PopupActions {
  onDetails: () => void;
  onZoom: () => void;
  onEscape: () => void;
}

/** The popup: name, city, capacity, operator, period, "Yakınlaştır" and "Detaylar" (text only, never HTML). */
function popupContent(item: StationMarker, actions: PopupActions): HTMLElement {
  const root = element('div', 'station-popup');
  root.append(element('p', 'station-popup__title', item.station_name), element('p', 'station-popup__city', item.city_name));
  const facts = element('dl', 'station-popup__facts');
  for (const [label, value] of [
    ['Kapasite', formatCapacity(item.available_capacity)],
    ['İşletmeci', item.operator ?? '–'],
    ['Dönem', formatPeriod(item.month, item.year)],
    ...(item.sample ? ([['Veri', STATION_MESSAGES.sample]] as const) : []),
  ] as const) {
    facts.append(element('dt', '', label), element('dd', '', value));
  }
  const zoom = element('button', 'station-popup__button station-popup__button--secondary', 'Yakınlaştır');
  zoom.type = 'button';
  zoom.addEventListener('click', actions.onZoom);
  const details = element('button', 'station-popup__button', 'Detaylar');
  details.type = 'button';
  details.addEventListener('click', actions.onDetails);
  const buttons = element('div', 'station-popup__actions');
  buttons.append(zoom, details);
  root.append(facts, buttons);
  // Leaflet listens for Escape only while the map itself has focus, not a button in the popup.
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') actions.onEscape();
  });
  return root;
}

const GEOMETRY_STYLE: L.PathOptions = { color: '#c2410c', weight: 3, opacity: 0.9, fillColor: '#f59e0b', fillOpacity: 0.2 };

interface StationMapProps {
  filters: StationFilters;
  onOpenDetail: (id: string) => void;
}

export default function StationMap({ filters, onOpenDetail }: StationMapProps) {
  const markers = useStationMarkers(filters);
  const site = useSiteInfo();
  const queryClient = useQueryClient();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const clusterRef = useRef<L.MarkerClusterGroup | null>(null);
  /** The selected station and its drawn KML, if any. */
  const selectedRef = useRef<{ stationId: string; layer: L.GeoJSON | null } | null>(null);
  const [geometryError, setGeometryError] = useState(false);
  const onOpenRef = useRef(onOpenDetail);
  useEffect(() => {
    onOpenRef.current = onOpenDetail;
  }, [onOpenDetail]);

  // The map, created once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { center: STATION_MAP.center, zoom: STATION_MAP.zoom, minZoom: 4, maxZoom: 18, zoomSnap: 0.5 });
    // Markers are clustered in short tasks (the plugin checks the time every 200 markers), so a phone
    // keeps answering input while ~850 stations are placed (docs/decisions/032).
    const cluster = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 45,
      spiderfyOnMaxZoom: true,
      chunkedLoading: true,
      chunkInterval: 10,
      chunkDelay: 10,
    });
    map.addLayer(cluster);
    mapRef.current = map;
    clusterRef.current = cluster;
    return () => {
      map.remove();
      mapRef.current = null;
      clusterRef.current = null;
      selectedRef.current = null;
    };
  }, []);

  // The tiles come from the server's configuration.
  const tileUrl = site.data?.map_tile_url;
  const tileAttribution = site.data?.map_tile_attribution;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    const layer = L.tileLayer(tileUrl, { attribution: tileAttribution, maxZoom: 18 }).addTo(map);
    return () => void layer.remove();
  }, [tileUrl, tileAttribution]);

  // The markers of the filter; the view fits them all (zoom at most 10).
  const items = markers.data?.items;
  useEffect(() => {
    const map = mapRef.current;
    const cluster = clusterRef.current;
    if (!map || !cluster) return;

    const clearSelection = () => {
      selectedRef.current?.layer?.remove();
      selectedRef.current = null;
      setGeometryError(false);
    };

    /** A station was selected: draw its KML (when it has one) instead of the previous one. */
    const select = (item: StationMarker) => {
      if (selectedRef.current?.stationId === item.station_id) return;
      clearSelection();
      const selection: { stationId: string; layer: L.GeoJSON | null } = { stationId: item.station_id, layer: null };
      selectedRef.current = selection;
      if (!item.has_kml) return;
      queryClient
        .fetchQuery(stationGeometryQueryOptions(item.station_id))
        .then((geometry) => {
          if (selectedRef.current !== selection || mapRef.current !== map) return;
          selection.layer = L.geoJSON(geometry as Parameters<typeof L.geoJSON>[0], {
            style: () => GEOMETRY_STYLE,
            pointToLayer: (_feature, latlng) => L.circleMarker(latlng, { ...GEOMETRY_STYLE, radius: 6 }),
            interactive: false,
          }).addTo(map);
        })
        .catch(() => {
          if (selectedRef.current === selection) setGeometryError(true);
        });
    };

    clearSelection();
    cluster.clearLayers();
    if (!items) return;
    const layers = items.map((item) => {
      const marker = L.marker([item.latitude, item.longitude], { icon: icon(item.has_kml), title: item.station_name, keyboard: true, riseOnHover: true });
      marker.bindPopup(
        () =>
          popupContent(item, {
            onDetails: () => {
              select(item);
              onOpenRef.current(item.id);
            },
            onZoom: () => {
              // Onto the drawn KML when there is one (a station's site is a few hundred metres).
              const drawn = selectedRef.current?.stationId === item.station_id ? selectedRef.current.layer : null;
              if (drawn) map.fitBounds(drawn.getBounds(), { maxZoom: 17, paddingTopLeft: [60, 200], paddingBottomRight: [60, 40] });
              else map.setView([item.latitude, item.longitude], 15);
            },
            onEscape: () => {
              marker.closePopup();
              marker.getElement()?.focus();
            },
          }),
        { minWidth: 220, maxWidth: 280 },
      );
      marker.on('popupopen', (event: L.PopupEvent) => {
        select(item);
        // Opened from the keyboard (Enter on the marker): continue in the popup, on "Detaylar".
        if (document.activeElement === marker.getElement()) event.popup.getElement()?.querySelector<HTMLElement>('.station-popup__button:last-child')?.focus();
      });
      return marker;
    });
    // The view first, then the markers: clustered once, at the zoom they are shown at.
    if (items.length > 0) {
      map.fitBounds(L.latLngBounds(items.map((item) => [item.latitude, item.longitude] as L.LatLngTuple)), {
        maxZoom: STATION_MAP.maxZoomAfterFit,
        padding: [40, 40],
      });
    } else {
      map.setView(STATION_MAP.center, STATION_MAP.zoom);
    }
    cluster.addLayers(layers);
  }, [items, queryClient]);

  const refused = accessRefusal(markers.error) !== null;

  return (
    <div>
      <div className={`relative isolate z-0 overflow-hidden rounded-2xl border border-slate-200 shadow-xs dark:border-slate-800 ${MAP_HEIGHT}`}>
        <div ref={containerRef} role="region" aria-label="Trafo merkezleri haritası" className="station-map size-full" />
        {markers.isPending && (
          <div role="status" className="absolute inset-0 z-[1000] flex items-center justify-center bg-white/60 dark:bg-slate-950/60">
            <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow dark:bg-slate-900 dark:text-slate-200">
              <Spinner className="size-4 text-amber-600 dark:text-amber-400" />
              Trafo merkezleri yükleniyor…
            </span>
          </div>
        )}
        {markers.isError && (
          <div role="alert" className="absolute inset-0 z-[1000] flex items-center justify-center bg-white/80 p-6 dark:bg-slate-950/80">
            <div className="flex max-w-sm flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center dark:border-red-500/30 dark:bg-red-950">
              <AlertCircleIcon className="size-8 text-red-600 dark:text-red-400" />
              <p className="mt-3 font-medium text-red-900 dark:text-red-100">{refused ? markers.error.message : STATION_MESSAGES.loadFailed}</p>
              <button type="button" onClick={() => void markers.refetch()} className={buttonClass('secondary', 'md', 'mt-5')}>
                Yeniden Dene
              </button>
            </div>
          </div>
        )}
        {items && items.length === 0 && (
          <div role="status" className="pointer-events-none absolute inset-0 z-[1000] flex items-center justify-center p-6">
            <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white/95 px-6 py-8 text-center shadow-lg dark:border-slate-700 dark:bg-slate-900/95">
              <DatabaseIcon className="size-8 text-slate-400" />
              <p className="mt-3 font-medium text-slate-700 dark:text-slate-300">{STATION_MESSAGES.empty}</p>
            </div>
          </div>
        )}
      </div>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {items && items.length > 0 && (
          <span>
            <strong className="font-semibold text-slate-700 tabular-nums dark:text-slate-200">{formatInteger(items.length)}</strong> trafo merkezi
            haritada · Yalnızca koordinatı bilinen trafo merkezleri gösterilir.
          </span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-[#c2410c] ring-2 ring-white dark:ring-slate-900" />
          KML/KMZ çizimi olan trafo merkezi
        </span>
        {geometryError && <span className="text-red-700 dark:text-red-400">Trafo merkezinin KML çizimi yüklenemedi.</span>}
      </p>
    </div>
  );
}
