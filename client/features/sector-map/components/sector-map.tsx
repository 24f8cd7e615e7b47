import { useQuery, useQueryClient } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MAP_MESSAGES, OSM_MAP_ATTRIBUTION, PROVINCE_OUTLINES_ATTRIBUTION } from '../../../../shared/map-constants';
import type { StationMarker } from '../../../../shared/schemas/stations';
import { STATION_MAP, STATION_MESSAGES } from '../../../../shared/station-constants';
import { provinceOutlinesQueryOptions, type ProvinceOutlines } from '../../../components/map/province-outlines';
import { buttonClass } from '../../../components/ui/button-styles';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useSiteInfo } from '../../../api/site-info';
import { afterNextFrame } from '../../../lib/after-frame';
import { formatInteger } from '../../../lib/format';
import type { StationMapSlot } from '../../../lib/station-params';
import { accessRefusal } from '../../../lib/viewer';
import { useProjectMarkers, type ProjectLayer } from '../api/get-project-markers';
import { useProvinceFigures } from '../api/get-province-figures';
import { stationGeometryQueryOptions } from '../api/get-station-geometry';
import { useStationMarkers } from '../api/get-station-markers';
import { useMapState } from '../hooks/use-map-state';
import { MAP_HEIGHT } from '../map-height';
import { MapControls } from './map-controls';
import { MapLegend } from './map-legend';
import { markerColours, projectClusterIcon, projectIcon, stationClusterIcon, stationIcon, statusFill } from './map-markers';
import { inTasks } from './in-tasks';
import { PROVINCE_PANE, provinceLayer, shadingOf } from './province-layer';
import { SelectionSheet, type Selection } from './selection-sheet';
import './sector-map.css';

// The sector map (docs/decisions/037; docs/product-rules.md#transformer-stations for the stations): Turkey's province outlines as
// its own base layer, shaded by installed solar power, so it is whole without any outside server;
// outside tiles only when configured. On it, two layers a premium member can hide: transformer
// stations and projects, each clustered and added in short tasks. A station opens a card (a bottom
// sheet on a phone), a project its detail dialog (paid as from the list), a province filters the page.

/** Turkey and a margin: the map does not wander off into empty sea. */
const MAX_BOUNDS = L.latLngBounds([33.5, 23], [44.5, 47.5]);
/** Markers are placed in short tasks (the plugin checks the time every 200 markers), so input keeps being answered. */
const CHUNKED = { chunkedLoading: true, chunkInterval: 10, chunkDelay: 10 } as const;
/** Provinces drawn per task: the 81 in seventeen. */
const PROVINCES_PER_TASK = 5;
/** Markers made per task, before the cluster places them all (in chunks of its own). */
const MARKERS_PER_TASK = 100;
/** Leaflet's input handlers: made at once with the map, switched on a task later. */
const INPUT_HANDLERS = ['dragging', 'touchZoom', 'doubleClickZoom', 'scrollWheelZoom', 'boxZoom', 'keyboard'] as const;
const INPUT_OFF = Object.fromEntries(INPUT_HANDLERS.map((handler) => [handler, false])) as Record<(typeof INPUT_HANDLERS)[number], false>;
const GEOMETRY_STYLE: L.PathOptions = { color: '#c2410c', weight: 3, opacity: 0.9, fillColor: '#f59e0b', fillOpacity: 0.2 };

interface SectorMapProps extends StationMapSlot {
  onOpenProject: (id: string) => void;
}

export default function SectorMap({ filters, onOpenStation, onSelectCity, onShowList, onOpenProject }: SectorMapProps) {
  const map = useMapState();
  const { state } = map;
  const site = useSiteInfo();
  const queryClient = useQueryClient();
  const outlines = useQuery(provinceOutlinesQueryOptions());
  const figures = useProvinceFigures();
  const stations = useStationMarkers(filters, state.stations);
  const projectFilters = useMemo(
    () => ({ search: state.search, city_id: filters.city_id, type_id: state.type_id, status_type_id: state.status_type_id }),
    [state.search, filters.city_id, state.type_id, state.status_type_id],
  );
  const projects = useProjectMarkers(projectFilters, state.projects);

  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const stationClusterRef = useRef<L.MarkerClusterGroup | null>(null);
  const projectClusterRef = useRef<L.MarkerClusterGroup | null>(null);
  const drawnRef = useRef<{ stationId: string; layer: L.GeoJSON | null } | null>(null);
  const markerOfStation = useRef(new Map<string, L.Marker>());
  const [selection, setSelection] = useState<Selection | null>(null);
  /** The station whose KML could not be drawn. */
  const [geometryFailed, setGeometryFailed] = useState<string | null>(null);
  /** How many projects the clusters have taken in (they arrive in chunks). */
  const [placed, setPlaced] = useState<{ projects: number; stations: number }>({ projects: 0, stations: 0 });
  const handlers = useRef({ onOpenStation, onSelectCity, onOpenProject });
  useEffect(() => {
    handlers.current = { onOpenStation, onSelectCity, onOpenProject };
  }, [onOpenStation, onSelectCity, onOpenProject]);

  // The map, its panes and its two cluster layers, created once, after the page's frame is drawn
  // (Leaflet reads its container's style and size at once), in a few short tasks: the map, its
  // view and controls, its input handlers, its layers. Each is a good part of the whole on a phone.
  const [mapReady, setMapReady] = useState(false);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // The map once made (removed on unmount even if its later steps never ran).
    const made: { map?: L.Map } = {};
    // Each cluster says when its last chunk is in (the journeys and the bench wait for it).
    const clusterLayer = (layer: 'stations' | 'projects', maxClusterRadius: number, iconCreateFunction: (cluster: L.MarkerCluster) => L.DivIcon) =>
      L.markerClusterGroup({
        showCoverageOnHover: false,
        maxClusterRadius,
        spiderfyOnMaxZoom: true,
        iconCreateFunction,
        ...CHUNKED,
        chunkProgress: (processed, total) => {
          if (processed === total) setPlaced((current) => ({ ...current, [layer]: total }));
        },
      });
    // After the map itself, each in a task of its own.
    const steps: ((map: L.Map) => void)[] = [
      (map) => {
        map.setView(STATION_MAP.center, STATION_MAP.zoom, { animate: false });
        L.control.zoom({ zoomInTitle: 'Yakınlaştır', zoomOutTitle: 'Uzaklaştır' }).addTo(map);
        map.attributionControl.addAttribution(PROVINCE_OUTLINES_ATTRIBUTION);
        map.createPane(PROVINCE_PANE).style.zIndex = '350';
      },
      (map) => {
        for (const handler of INPUT_HANDLERS) {
          map.options[handler] = true;
          map[handler].enable();
        }
      },
      (map) => {
        const stationCluster = clusterLayer('stations', 45, stationClusterIcon).addTo(map);
        const projectCluster = clusterLayer('projects', 50, projectClusterIcon).addTo(map);
        mapRef.current = map;
        stationClusterRef.current = stationCluster;
        projectClusterRef.current = projectCluster;
        setMapReady(true);
      },
    ];
    let cancelSteps = () => {};
    const cancelFrame = afterNextFrame(() => {
      const map = L.map(container, { minZoom: 5, maxZoom: 18, zoomSnap: 0.5, maxBounds: MAX_BOUNDS, maxBoundsViscosity: 0.8, zoomControl: false, ...INPUT_OFF });
      made.map = map;
      cancelSteps = inTasks(steps, 1, ([step]) => step?.(map));
    });
    return () => {
      cancelFrame();
      cancelSteps();
      made.map?.remove();
      mapRef.current = null;
      stationClusterRef.current = null;
      projectClusterRef.current = null;
      drawnRef.current = null;
      setMapReady(false);
    };
  }, []);

  // Outside tiles only when the server names a tile server: the province outlines are the base.
  const tileUrl = site.data?.map_tile_url ?? null;
  const tileAttribution = site.data?.map_tile_attribution;
  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet || !tileUrl) return;
    const layer = L.tileLayer(tileUrl, { attribution: tileAttribution, maxZoom: 18 }).addTo(leaflet);
    return () => void layer.remove();
  }, [mapReady, tileUrl, tileAttribution]);

  // The provinces, shaded by the chosen figure; the page's İl is outlined.
  const byPlate = useMemo(() => new Map((figures.data?.provinces ?? []).map((figure) => [figure.plate_code, figure])), [figures.data]);
  const selectedPlate = useMemo(() => figures.data?.provinces.find((p) => p.city_id === filters.city_id)?.plate_code ?? null, [figures.data, filters.city_id]);
  const shading = useMemo(() => shadingOf([...byPlate.values()], state.measure), [byPlate, state.measure]);
  // The view: the page's İl when one is chosen, else every marker shown (zoom at most 10, docs/product-rules.md#transformer-stations).
  // On opening, nothing is drawn until the outlines, the figures and both layers have answered; the
  // map is then fitted once, without the zoom animation, and the provinces and markers go in after,
  // each in tasks of their own: a zoom redraws every province and re-clusters every marker, and
  // these are the map's costliest drawings (docs/benchmarks.md#member-pages). Effects run in the order
  // written: the fit, the provinces, the stations, the projects.
  // Answered or failed: a failed layer says so and the others still come.
  const layersSettled = (!state.stations || !stations.isPending) && (!state.projects || !projects.isPending);
  const allSettled = layersSettled && !outlines.isPending && !figures.isPending;
  const [openedOnce, setOpenedOnce] = useState(false);
  if (allSettled && !openedOnce) setOpenedOnce(true);
  const stationItems = state.stations && openedOnce ? stations.data?.items : undefined;
  const projectItems = state.projects && openedOnce ? projects.data?.markers : undefined;
  const fitted = useRef(false);
  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet || !openedOnce || !layersSettled) return;
    const animate = fitted.current;
    fitted.current = true;
    const province = selectedPlate === null ? undefined : outlines.data?.features.find((feature) => Number(feature.properties.plate_code) === selectedPlate);
    if (province) {
      leaflet.fitBounds(L.geoJSON(province).getBounds(), { padding: [24, 24], maxZoom: STATION_MAP.maxZoomAfterFit, animate });
      return;
    }
    const points: L.LatLngTuple[] = [...(stationItems ?? []), ...(projectItems ?? [])].map((item) => [item.latitude, item.longitude]);
    if (points.length > 0) leaflet.fitBounds(L.latLngBounds(points), { maxZoom: STATION_MAP.maxZoomAfterFit, padding: [40, 40], animate });
    else leaflet.setView(STATION_MAP.center, STATION_MAP.zoom, { animate });
  }, [mapReady, openedOnce, layersSettled, stationItems, projectItems, selectedPlate, outlines.data]);

  // OpenStreetMap's notice while a drawn marker's position comes from OSM (ODbL, decision 054),
  // whatever the base layer: the outlines alone carry none.
  const osmShown = Boolean(stationItems?.some((item) => item.osm) || projectItems?.some((item) => item.osm));
  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet || !osmShown) return;
    leaflet.attributionControl.addAttribution(OSM_MAP_ATTRIBUTION);
    return () => void leaflet.attributionControl.removeAttribution(OSM_MAP_ATTRIBUTION);
  }, [mapReady, osmShown]);

  // The provinces, a few a task, the page's İl first.
  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet || !outlines.data || !openedOnce) return;
    const plateOf = (feature: ProvinceOutlines['features'][number]) => Number(feature.properties.plate_code);
    const features = [...outlines.data.features].sort((a, b) => Number(plateOf(b) === selectedPlate) - Number(plateOf(a) === selectedPlate));
    const layer = provinceLayer({
      outlines: { ...outlines.data, features: [] },
      figures: byPlate,
      measure: state.measure,
      selectedPlate,
      overTiles: Boolean(tileUrl),
      onSelect: (figure) => {
        drawnRef.current?.layer?.remove();
        drawnRef.current = null;
        setSelection({ kind: 'province', figure });
        handlers.current.onSelectCity(figure.city_id);
      },
    }).addTo(leaflet);
    const cancel = inTasks(features, PROVINCES_PER_TASK, (batch) => {
      const some: ProvinceOutlines = { type: 'FeatureCollection', features: batch };
      layer.addData(some);
    });
    return () => {
      cancel();
      layer.remove();
    };
  }, [mapReady, outlines.data, openedOnce, byPlate, state.measure, selectedPlate, tileUrl]);

  // A station chosen: its card, and its KML drawn on the map when it has one.
  const chooseStation = useCallback(
    (item: StationMarker, fromKeyboard: boolean) => {
      setSelection({ kind: 'station', item, fromKeyboard });
      if (drawnRef.current?.stationId === item.station_id) return;
      drawnRef.current?.layer?.remove();
      const drawn: { stationId: string; layer: L.GeoJSON | null } = { stationId: item.station_id, layer: null };
      drawnRef.current = drawn;
      const leaflet = mapRef.current;
      if (!item.has_kml || !leaflet) return;
      queryClient
        .fetchQuery(stationGeometryQueryOptions(item.station_id))
        .then((geometry) => {
          if (drawnRef.current !== drawn || mapRef.current !== leaflet) return;
          drawn.layer = L.geoJSON(geometry as Parameters<typeof L.geoJSON>[0], {
            style: () => GEOMETRY_STYLE,
            pointToLayer: (_feature, latlng) => L.circleMarker(latlng, { ...GEOMETRY_STYLE, radius: 6 }),
            interactive: false,
          }).addTo(leaflet);
        })
        .catch(() => {
          if (drawnRef.current === drawn) setGeometryFailed(item.station_id);
        });
    },
    [queryClient],
  );
  const removeDrawn = () => {
    drawnRef.current?.layer?.remove();
    drawnRef.current = null;
  };

  // The station layer. Its markers are made a hundred a task, apart from the render and from the
  // other layer; the cluster then places them in chunks of its own.
  useEffect(() => {
    const cluster = stationClusterRef.current;
    if (!cluster) return;
    cluster.clearLayers();
    markerOfStation.current.clear();
    setPlaced((current) => ({ ...current, stations: 0 }));
    if (!stationItems) return;
    const markers: L.Marker[] = [];
    const cancel = inTasks(stationItems, MARKERS_PER_TASK, (batch) => {
      for (const item of batch) {
        const marker = L.marker([item.latitude, item.longitude], { icon: stationIcon(item.has_kml), title: item.station_name, keyboard: true, riseOnHover: true });
        marker.on('click', () => chooseStation(item, false));
        // Leaflet makes a marker focusable but gives its Enter only to a bound popup: the card, on "Detaylar".
        marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter') chooseStation(item, true);
        });
        markerOfStation.current.set(item.id, marker);
        markers.push(marker);
      }
    }, () => cluster.addLayers(markers));
    // The drawn KML of a station the new set no longer has goes with it.
    if (drawnRef.current && !stationItems.some((item) => item.station_id === drawnRef.current?.stationId)) {
      drawnRef.current.layer?.remove();
      drawnRef.current = null;
    }
    return cancel;
  }, [mapReady, stationItems, chooseStation]);

  // The project layer: up to PROJECT_MAP_LIMIT markers, one shared icon per status and placement.
  useEffect(() => {
    const cluster = projectClusterRef.current;
    if (!cluster) return;
    cluster.clearLayers();
    setPlaced((current) => ({ ...current, projects: 0 }));
    if (!projects.data || !projectItems) return;
    const layer: ProjectLayer = projects.data;
    const markers: L.Marker[] = [];
    const cancel = inTasks(layer.markers, MARKERS_PER_TASK, (batch) => {
      for (const item of batch) {
        const status = item.status === null ? null : (layer.statuses[item.status]?.name ?? null);
        const colour = statusFill(status);
        const title = `${item.project_name}${status ? ` — ${status}` : ''}${item.approximate ? ` (${MAP_MESSAGES.approximate.toLocaleLowerCase('tr-TR')})` : ''}`;
        const marker = L.marker([item.latitude, item.longitude], { icon: projectIcon(colour, item.approximate), title, keyboard: true, riseOnHover: true });
        markerColours.set(marker, colour);
        marker.on('click', () => handlers.current.onOpenProject(item.id));
        marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter') handlers.current.onOpenProject(item.id);
        });
        markers.push(marker);
      }
    }, () => cluster.addLayers(markers));
    return cancel;
  }, [mapReady, projects.data, projectItems]);

  // A station card whose station left the layer (filter, layer hidden) is not shown; a province card whose province is no longer the İl neither.
  const shown =
    selection?.kind === 'station'
      ? stationItems?.some((item) => item.id === selection.item.id)
        ? selection
        : null
      : selection?.kind === 'province' && selection.figure.city_id === filters.city_id
        ? selection
        : null;
  const geometryError = shown?.kind === 'station' && geometryFailed === shown.item.station_id;

  const closeSelection = () => {
    setSelection(null);
    setGeometryFailed(null);
    if (shown?.kind === 'station') {
      removeDrawn();
      markerOfStation.current.get(shown.item.id)?.getElement()?.focus();
    }
  };

  const stationRefused = accessRefusal(stations.error);
  const projectRefused = accessRefusal(projects.error);
  const loading = outlines.isPending || figures.isPending || (state.stations && stations.isPending) || (state.projects && projects.isPending);
  const errors: { text: string; retry: () => void }[] = [];
  if (outlines.isError) errors.push({ text: MAP_MESSAGES.outlinesLoadFailed, retry: () => void outlines.refetch() });
  if (figures.isError) errors.push({ text: accessRefusal(figures.error) ? figures.error.message : MAP_MESSAGES.provincesLoadFailed, retry: () => void figures.refetch() });
  if (state.stations && stations.isError) errors.push({ text: stationRefused ? stations.error.message : STATION_MESSAGES.loadFailed, retry: () => void stations.refetch() });
  if (state.projects && projects.isError) errors.push({ text: projectRefused ? projects.error.message : MAP_MESSAGES.projectsLoadFailed, retry: () => void projects.refetch() });

  return (
    <div className="sector-map-root">
      <div className="mb-4">
        <MapControls
          state={state}
          counts={{ stations: stations.data?.items.length ?? null, projects: projects.data?.markers.length ?? null }}
          onShowLayer={map.showLayer}
          onFilter={map.setFilter}
        />
      </div>
      {/* The card sits beside the map's own stacking context, so on a phone it can rise above the page's floating pieces. */}
      <div className="relative">
        {/* Full width on a phone: the page's side padding is given back to the map. */}
        <div className={`relative isolate z-0 -mx-4 overflow-hidden border-y border-slate-200 shadow-xs sm:mx-0 sm:rounded-2xl sm:border dark:border-slate-800 ${MAP_HEIGHT}`}>
          <div
            ref={containerRef}
            role="region"
            aria-label="Sektör haritası: iller, trafo merkezleri ve projeler"
            data-projects-placed={placed.projects}
            data-stations-placed={placed.stations}
            className={`sector-map size-full ${tileUrl ? 'sector-map--tiles' : ''}`}
          />
          {loading && (
            <div role="status" className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
              <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow dark:bg-slate-900 dark:text-slate-200">
                <Spinner className="size-4 text-amber-600 dark:text-amber-400" />
                Harita yükleniyor…
              </span>
            </div>
          )}
          {errors.length > 0 && (
            <div role="alert" className="absolute inset-x-3 top-3 z-[1000] space-y-2">
              {errors.map((error) => (
                <div key={error.text} className="flex items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 shadow dark:border-red-500/30 dark:bg-red-950 dark:text-red-100">
                  <AlertCircleIcon className="size-5 shrink-0 text-red-600 dark:text-red-400" />
                  <span className="flex-1">{error.text}</span>
                  <button type="button" onClick={error.retry} className={buttonClass('secondary', 'sm')}>
                    Yeniden Dene
                  </button>
                </div>
              ))}
            </div>
          )}
        </div>
        {shown && (
          <SelectionSheet
            selection={shown}
            geometryError={geometryError}
            onClose={closeSelection}
            onStationDetails={(item) => handlers.current.onOpenStation(item.id)}
            onStationZoom={(item) => {
              const leaflet = mapRef.current;
              const drawn = drawnRef.current?.stationId === item.station_id ? drawnRef.current.layer : null;
              if (!leaflet) return;
              // Onto the drawn KML when there is one (a station's site is a few hundred metres).
              if (drawn) leaflet.fitBounds(drawn.getBounds(), { maxZoom: 17, padding: [40, 40] });
              else leaflet.setView([item.latitude, item.longitude], 15);
            }}
            onShowStationList={onShowList}
            onClearCity={() => {
              setSelection(null);
              handlers.current.onSelectCity(null);
            }}
          />
        )}
      </div>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {stationItems && (
          <span>
            <strong className="font-semibold text-slate-700 tabular-nums dark:text-slate-200">{formatInteger(stationItems.length)}</strong> trafo merkezi haritada · Yalnızca
            koordinatı bilinen trafo merkezleri gösterilir.
          </span>
        )}
        {projects.data && state.projects && (
          <span>
            <strong className="font-semibold text-slate-700 tabular-nums dark:text-slate-200">{formatInteger(projects.data.markers.length)}</strong> proje haritada
            {projects.data.markers.length === 0 && ` · ${MAP_MESSAGES.noProjects}`}
            {projects.data.capped && ` · ${MAP_MESSAGES.capped(formatInteger(projects.data.limit))}`} · {MAP_MESSAGES.unplaced}
          </span>
        )}
      </p>
      <div className="mt-4">
        <MapLegend
          measure={state.measure}
          onMeasure={map.setMeasure}
          breaks={shading.breaks}
          figures={figures.data}
          showStations={state.stations}
          showProjects={state.projects}
        />
      </div>
    </div>
  );
}
