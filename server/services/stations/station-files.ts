import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { strToU8, zipSync } from 'fflate';
import type { StationGeometry } from '../../../shared/schemas/stations';
import { kmlFromKmz, MAX_KML_BYTES } from '../uploads/check-upload';

// A station's KML/KMZ (docs/product-rules.md#transformer-stations) is premium-only (docs/product-rules.md#transformer-stations), so it is stored under the
// private prefix that /files/ never serves; the station routes stream it to premium users.

export const PRIVATE_FILES_PREFIX = 'private/';
export const STATION_FILES_FOLDER = `${PRIVATE_FILES_PREFIX}transformer-stations/`;

export type KmlFormat = 'kml' | 'kmz';

export function kmlFormatOf(filePath: string): KmlFormat | null {
  const ext = filePath.split('.').pop()?.toLowerCase();
  return ext === 'kml' || ext === 'kmz' ? ext : null;
}

export const KML_CONTENT_TYPES: Record<KmlFormat, string> = {
  kml: 'application/vnd.google-earth.kml+xml',
  kmz: 'application/vnd.google-earth.kmz',
};

/** The KML document of a stored file (a KMZ's document is its doc.kml, else its first .kml entry). */
export function kmlText(data: Uint8Array, format: KmlFormat): string {
  if (format === 'kml') {
    if (data.byteLength > MAX_KML_BYTES) throw new Error('KML too large');
    return Buffer.from(data).toString('utf8');
  }
  // Entry count and unpacked size limited before and while inflating (zip bombs).
  return kmlFromKmz(data);
}

/**
 * GeoJSON of a KML document for drawing on the map. xmldom resolves no external entities. Costly
 * (a DOM of the whole file): run once when a file is stored, never per request (decision 029).
 */
export function geoJsonOfKml(text: string): StationGeometry {
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(text, 'text/xml');
  const collection = kml(doc as unknown as Document);
  return {
    type: 'FeatureCollection',
    features: collection.features
      .filter((f) => f.geometry !== null)
      .map((f) => ({ type: 'Feature' as const, geometry: f.geometry, properties: f.properties ?? {} })),
  };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * A demo KML for a generated station: its point and a fenced yard of roughly 200 m × 150 m around it.
 * Clearly marked as generated in the description.
 */
export function demoStationKml(name: string, latitude: number, longitude: number): string {
  const dLat = 0.0007;
  const dLon = 0.0012;
  const ring = [
    [longitude - dLon, latitude - dLat],
    [longitude + dLon, latitude - dLat],
    [longitude + dLon, latitude + dLat],
    [longitude - dLon, latitude + dLat],
    [longitude - dLon, latitude - dLat],
  ]
    .map(([lon, lat]) => `${lon!.toFixed(6)},${lat!.toFixed(6)},0`)
    .join(' ');
  const title = escapeXml(name);
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>${title}</name>
    <description>GüneşVeri demo verisi: konum ve saha sınırı örnek amaçlı üretilmiştir.</description>
    <Placemark>
      <name>${title}</name>
      <Point><coordinates>${longitude.toFixed(6)},${latitude.toFixed(6)},0</coordinates></Point>
    </Placemark>
    <Placemark>
      <name>${title} sahası</name>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>${ring}</coordinates></LinearRing></outerBoundaryIs></Polygon>
    </Placemark>
  </Document>
</kml>
`;
}

/** The same KML packed as a KMZ (zip with doc.kml). */
export function toKmz(kmlDocument: string): Uint8Array {
  return zipSync({ 'doc.kml': strToU8(kmlDocument) });
}
