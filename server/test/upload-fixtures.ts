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
