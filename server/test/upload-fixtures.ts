import { strToU8, Zip, ZipDeflate } from 'fflate';

/** A small KMZ that inflates to `megabytes` MB of spaces, built without holding it inflated (a zip bomb). */
export function kmzBomb(megabytes: number): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    parts.push(chunk);
  });
  const entry = new ZipDeflate('doc.kml', { level: 9 });
  zip.add(entry);
  entry.push(strToU8('<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>'));
  const block = new Uint8Array(1024 * 1024).fill(0x20);
  for (let i = 0; i < megabytes; i++) entry.push(block);
  entry.push(strToU8('</name></Document></kml>'), true);
  zip.end();
  return Buffer.concat(parts);
}

/**
 * A KML of `count` point placemarks (about 110 bytes each: 60 000 of them fit in the 10 MB upload
 * limit: the file that held the event loop for seconds per geometry request when it was parsed on
 * every read, docs/reliability.md#second-attack-pass, finding 15).
 */
export function kmlWithPlacemarks(count: number): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>'];
  for (let i = 0; i < count; i++) {
    parts.push(`<Placemark><name>Nokta ${i}</name><Point><coordinates>${(32 + (i % 1000) / 1000).toFixed(6)},${(39 + i / 100_000).toFixed(6)},0</coordinates></Point></Placemark>`);
  }
  parts.push('</Document></kml>\n');
  return parts.join('\n');
}

/** A KML of one placemark whose line has `points` coordinates (about 23 bytes each). */
export function kmlWithLine(points: number): string {
  const coordinates = Array.from({ length: points }, (_, i) => `${(32 + i / 1e6).toFixed(6)},${(39 + i / 1e6).toFixed(6)},0`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Hat</name><LineString><coordinates>${coordinates.join(' ')}</coordinates></LineString></Placemark></Document></kml>\n`;
}
