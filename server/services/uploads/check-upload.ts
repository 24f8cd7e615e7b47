import { randomUUID } from 'node:crypto';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { MAX_KML_PLACEMARKS, MAX_KML_POINTS } from '../../../shared/constants';
import { extensionOf, MAX_PDF_BYTES, MAX_STATION_FILE_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { AppError } from '../../lib/errors';

// Uploaded files are untrusted (docs/product-rules.md#legal-documents, #transformer-stations): each is checked by its content, within size limits
// that hold before anything large is allocated, and is stored under a random name (never the one it
// came with). Used by the admin contract, cookie-policy and transformer-station forms (docs/product-rules.md#legal-documents,
//).

export { UPLOAD_MESSAGES, MAX_PDF_BYTES, MAX_STATION_FILE_BYTES };
/** The KML document inside a KMZ, unpacked. */
export const MAX_KML_BYTES = 10 * 1024 * 1024;
/** A KMZ carries its document and a few images; thousands of entries are an attack. */
export const MAX_KMZ_ENTRIES = 100;

const refuse = (message: string, status = 400) => new AppError(status, 'INVALID_FILE', message);

/** A stored name: the folder, a random id and the checked extension — nothing from the upload's own name. */
export function storedFileName(folder: string, extension: 'pdf' | 'kml' | 'kmz'): string {
  return `${folder.replace(/\/?$/, '/')}${randomUUID()}.${extension}`;
}

/** A PDF by content: "%PDF-" within its first bytes (as readers accept), under the size limit. */
export function checkPdf(data: Uint8Array, fileName: string): void {
  if (data.byteLength === 0) throw refuse(UPLOAD_MESSAGES.empty);
  if (data.byteLength > MAX_PDF_BYTES) throw refuse(UPLOAD_MESSAGES.pdfTooLarge, 413);
  if (extensionOf(fileName) !== 'pdf') throw refuse(UPLOAD_MESSAGES.pdfOnly);
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  if (head.indexOf('%PDF-') === -1 || head.slice(0, head.indexOf('%PDF-')).trim() !== '') throw refuse(UPLOAD_MESSAGES.pdfOnly);
}

/**
 * A KML document we are willing to parse: XML that declares no DTD (no entities, so no external
 * entity and no entity expansion), with a <kml> root.
 */
function checkKmlText(text: string): void {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (!body.startsWith('<')) throw refuse(UPLOAD_MESSAGES.kmlInvalid);
  if (/<!DOCTYPE|<!ENTITY/i.test(body)) throw refuse(UPLOAD_MESSAGES.kmlInvalid);
  if (!/<kml[\s>]/i.test(body)) throw refuse(UPLOAD_MESSAGES.kmlInvalid);
}

/**
 * The KML document inside a KMZ. The central directory is read first without inflating anything
 * (entry count); then only the document is inflated, as a stream that stops the moment it passes
 * the limit — declared sizes are not believed, so a zip bomb never grows past MAX_KML_BYTES.
 */
export function kmlFromKmz(data: Uint8Array): string {
  if (data[0] !== 0x50 || data[1] !== 0x4b || data[2] !== 0x03 || data[3] !== 0x04) throw refuse(UPLOAD_MESSAGES.kmlInvalid);
  let entries = 0;
  const kmlNames: string[] = [];
  try {
    unzipSync(data, {
      filter: (file) => {
        entries += 1;
        if (entries > MAX_KMZ_ENTRIES) throw refuse(UPLOAD_MESSAGES.kmzTooManyEntries);
        if (file.name.toLowerCase().endsWith('.kml')) kmlNames.push(file.name);
        return false;
      },
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refuse(UPLOAD_MESSAGES.kmlInvalid);
  }
  // doc.kml by convention; otherwise the first KML entry.
  const target = kmlNames.find((n) => n.toLowerCase() === 'doc.kml') ?? kmlNames.sort()[0];
  if (!target) throw refuse(UPLOAD_MESSAGES.kmzNoKml);

  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  let failed: AppError | null = null;
  const unzip = new Unzip((file) => {
    if (file.name !== target || done) return;
    // No throwing in here: fflate catches it and reports it again; record it and stop instead.
    file.ondata = (err, chunk, final) => {
      if (failed) return;
      if (err) failed = refuse(UPLOAD_MESSAGES.kmlInvalid);
      else if ((size += chunk.byteLength) > MAX_KML_BYTES) failed = refuse(UPLOAD_MESSAGES.kmlTooLarge, 413);
      if (failed) return file.terminate();
      chunks.push(chunk);
      if (final) done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Fed in 4 KB slices: deflate expands at most ~1000:1, so a bomb is stopped a few MB past the limit.
    const SLICE = 4 * 1024;
    for (let offset = 0; offset < data.byteLength && !done && !failed; offset += SLICE) {
      unzip.push(data.subarray(offset, offset + SLICE), offset + SLICE >= data.byteLength);
    }
  } catch {
    failed ??= refuse(UPLOAD_MESSAGES.kmlInvalid);
  }
  if (failed) throw failed;
  if (!done) throw refuse(UPLOAD_MESSAGES.kmlInvalid);
  return Buffer.concat(chunks).toString('utf8');
}

// Start tags with or without a namespace prefix (<Placemark>, <kml:Placemark>): a placemark; a
// <coordinates> list of "lon,lat[,alt]" tuples; a track's <gx:coord>, one point each.
const PLACEMARK_TAG = /<(?:[A-Za-z_][\w.-]*:)?Placemark[\s/>]/g;
const COORDINATES = /<(?:[A-Za-z_][\w.-]*:)?coordinates(?:\s[^>]*)?>([^<]*)/g;
const TRACK_POINT_TAG = /<(?:[A-Za-z_][\w.-]*:)?coord[\s>]/g;
const TUPLE = /\S+/g;

function countUpTo(pattern: RegExp, text: string, limit: number): number {
  let count = 0;
  for (pattern.lastIndex = 0; count <= limit && pattern.exec(text); ) count += 1;
  return count;
}

/**
 * Which cap the document passes, if any: more placemarks than MAX_KML_PLACEMARKS, or more points
 * than MAX_KML_POINTS. Counted in the text before any XML is parsed (the parse, once at upload, and
 * the stored geometry's size are what the caps bound); a tag in a comment counts too, erring on the
 * side of refusing.
 */
export function kmlOverCap(kml: string): 'placemarks' | 'points' | null {
  if (countUpTo(PLACEMARK_TAG, kml, MAX_KML_PLACEMARKS) > MAX_KML_PLACEMARKS) return 'placemarks';
  let points = countUpTo(TRACK_POINT_TAG, kml, MAX_KML_POINTS);
  COORDINATES.lastIndex = 0;
  for (let list = COORDINATES.exec(kml); list && points <= MAX_KML_POINTS; list = COORDINATES.exec(kml)) {
    points += countUpTo(TUPLE, list[1]!, MAX_KML_POINTS - points);
  }
  return points > MAX_KML_POINTS ? 'points' : null;
}

/** A station's KML or KMZ (docs/product-rules.md#admin): the extension, then the content; returns its format and KML text. */
export function checkStationFile(data: Uint8Array, fileName: string): { format: 'kml' | 'kmz'; kml: string } {
  const extension = extensionOf(fileName);
  if (extension !== 'kml' && extension !== 'kmz') throw refuse(UPLOAD_MESSAGES.kmlOnly);
  if (data.byteLength === 0) throw refuse(UPLOAD_MESSAGES.empty);
  if (data.byteLength > MAX_STATION_FILE_BYTES) throw refuse(UPLOAD_MESSAGES.kmlTooLarge, 413);
  const kml = extension === 'kmz' ? kmlFromKmz(data) : Buffer.from(data).toString('utf8');
  checkKmlText(kml);
  const overCap = kmlOverCap(kml);
  if (overCap) throw refuse(overCap === 'placemarks' ? UPLOAD_MESSAGES.kmlTooManyPlacemarks : UPLOAD_MESSAGES.kmlTooManyPoints);
  return { format: extension, kml };
}
