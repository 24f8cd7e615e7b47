import L from 'leaflet';
import { statusColor } from '../../../components/detail/status-badge';

// The map's marker and cluster icons. Stations are round dots (amber; dark orange with a KML
// drawing), projects are diamonds in their status colour (hollow when placed approximately), so
// the two layers differ by shape as well as colour.

/** A status colour as a fill that stays readable on the light and dark base map. */
const STATUS_FILL = { blue: '#2563eb', yellow: '#ca8a04', orange: '#ea580c', green: '#059669', red: '#dc2626', grey: '#64748b' } as const;
export type StatusFill = keyof typeof STATUS_FILL;

export const statusFill = (name: string | null | undefined): StatusFill => statusColor(name);
export const fillOf = (colour: StatusFill) => STATUS_FILL[colour];

/** Leaflet's default marker images break under bundlers: a CSS dot instead. */
export const stationIcon = (hasKml: boolean) =>
  L.divIcon({
    className: hasKml ? 'station-marker station-marker--kml' : 'station-marker',
    html: '<span class="station-marker__dot"></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });

const projectIcons = new Map<string, L.DivIcon>();

/** One icon per colour and placement, shared by every marker that wears it (an icon makes a new element each time it is drawn). */
export function projectIcon(colour: StatusFill, approximate: boolean): L.DivIcon {
  const key = `${colour}:${approximate}`;
  let icon = projectIcons.get(key);
  if (!icon) {
    icon = L.divIcon({
      className: `project-marker${approximate ? ' project-marker--approximate' : ''}`,
      html: `<span class="project-marker__shape" style="--status:${STATUS_FILL[colour]}"></span>`,
      iconSize: [26, 26],
      iconAnchor: [13, 13],
    });
    projectIcons.set(key, icon);
  }
  return icon;
}

/** A marker's status colour, kept beside it for its cluster's ring. */
export const markerColours = new WeakMap<L.Marker, StatusFill>();

/**
 * A cluster of projects: its count in a ring split by the statuses of the projects inside, so a
 * cluster tells at a glance what it holds (e.g. mostly commissioned, some under construction).
 */
export function projectClusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const children = cluster.getAllChildMarkers();
  const counts = new Map<StatusFill, number>();
  for (const child of children) {
    const colour = markerColours.get(child) ?? 'grey';
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  let at = 0;
  const stops = [...counts].map(([colour, n]) => {
    const from = at;
    at += (n / children.length) * 360;
    return `${STATUS_FILL[colour]} ${from.toFixed(1)}deg ${at.toFixed(1)}deg`;
  });
  const size = children.length < 10 ? 34 : children.length < 100 ? 40 : 48;
  const count = children.length.toLocaleString('tr-TR');
  return L.divIcon({
    className: 'project-cluster',
    html: `<span class="project-cluster__ring" style="background:conic-gradient(${stops.join(',')})"><span class="project-cluster__count">${count}<span class="sr-only"> proje</span></span></span>`,
    iconSize: [size, size],
  });
}

/** A station cluster's count, named for screen readers ("12 trafo merkezi"). */
export function stationClusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const n = cluster.getChildCount();
  const size = n < 10 ? 'small' : n < 100 ? 'medium' : 'large';
  return L.divIcon({
    className: `marker-cluster marker-cluster-${size}`,
    html: `<div><span>${n.toLocaleString('tr-TR')}<span class="sr-only"> trafo merkezi</span></span></div>`,
    iconSize: [40, 40],
  });
}
