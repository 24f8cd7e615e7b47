import { strToU8, zipSync } from 'fflate';
import { kmlWithLine, kmlWithPlacemarks, kmzBomb } from '../../test/upload-fixtures';
import { describe, expect, it } from 'vitest';
import { MAX_KML_PLACEMARKS, MAX_KML_POINTS } from '../../../shared/constants';
import { AppError } from '../../lib/errors';
import { demoStationKml, toKmz } from '../stations/station-files';
import { checkPdf, checkStationFile, MAX_KML_BYTES, storedFileName, UPLOAD_MESSAGES } from './check-upload';

// Upload attacks (decisions 012, 029): each refused by content, before any large allocation.

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return { status: (err as AppError).statusCode, message: (err as AppError).message };
  }
  throw new Error('expected a refusal');
};

const KML = demoStationKml('Test TM', 39.9, 32.85);


describe('PDF uploads', () => {
  it('accepts a PDF by its content', () => {
    expect(() => checkPdf(strToU8('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'), 'Sözleşme.PDF')).not.toThrow();
  });

  it('refuses an HTML page named .pdf, wrong magic bytes, another extension, an empty or oversize file', () => {
    expect(refusal(() => checkPdf(strToU8('<!doctype html><script>alert(1)</script>'), 'sozlesme.pdf'))).toEqual({ status: 400, message: UPLOAD_MESSAGES.pdfOnly });
    expect(refusal(() => checkPdf(strToU8('GIF89a%PDF-1.4'), 'sozlesme.pdf')).message).toBe(UPLOAD_MESSAGES.pdfOnly);
    expect(refusal(() => checkPdf(strToU8('%PDF-1.7 ...'), 'sozlesme.html')).message).toBe(UPLOAD_MESSAGES.pdfOnly);
    expect(refusal(() => checkPdf(new Uint8Array(0), 'bos.pdf')).message).toBe(UPLOAD_MESSAGES.empty);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(strToU8('%PDF-1.7'));
    expect(refusal(() => checkPdf(big, 'buyuk.pdf'))).toEqual({ status: 413, message: UPLOAD_MESSAGES.pdfTooLarge });
  });
});

describe('station KML/KMZ uploads', () => {
  it('accepts a KML and a KMZ, and reads the document out of the KMZ', () => {
    expect(checkStationFile(strToU8(KML), 'istasyon.kml')).toEqual({ format: 'kml', kml: KML });
    expect(checkStationFile(toKmz(KML), 'istasyon.KMZ')).toEqual({ format: 'kmz', kml: KML });
  });

  it('refuses other extensions and content that is not KML', () => {
    expect(refusal(() => checkStationFile(strToU8(KML), 'istasyon.xml')).message).toBe(UPLOAD_MESSAGES.kmlOnly);
    expect(refusal(() => checkStationFile(strToU8('%PDF-1.7'), 'istasyon.kml')).message).toBe(UPLOAD_MESSAGES.kmlInvalid);
    expect(refusal(() => checkStationFile(strToU8('<html><body>merhaba</body></html>'), 'istasyon.kml')).message).toBe(UPLOAD_MESSAGES.kmlInvalid);
    expect(refusal(() => checkStationFile(strToU8(KML), 'istasyon.kmz')).message).toBe(UPLOAD_MESSAGES.kmlInvalid);
    expect(refusal(() => checkStationFile(zipSync({ 'resim.png': new Uint8Array(10) }), 'istasyon.kmz')).message).toBe(UPLOAD_MESSAGES.kmzNoKml);
  });

  it('refuses external entities and entity expansion (XXE, billion laughs)', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><kml><Document><name>&xxe;</name></Document></kml>`;
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><kml>&lol2;</kml>`;
    expect(refusal(() => checkStationFile(strToU8(xxe), 'xxe.kml')).message).toBe(UPLOAD_MESSAGES.kmlInvalid);
    expect(refusal(() => checkStationFile(strToU8(laughs), 'lol.kml')).message).toBe(UPLOAD_MESSAGES.kmlInvalid);
    expect(refusal(() => checkStationFile(toKmz(xxe), 'xxe.kmz')).message).toBe(UPLOAD_MESSAGES.kmlInvalid);
  });

  it('stops a KMZ bomb at the unpacked limit without inflating the rest', () => {
    const bomb = kmzBomb(200);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    expect(refusal(() => checkStationFile(bomb, 'bomba.kmz'))).toEqual({ status: 413, message: UPLOAD_MESSAGES.kmlTooLarge });
    // 200 MB of output would have been allocated without the streaming limit.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(MAX_KML_BYTES * 3);
  });

  it(`refuses more than ${MAX_KML_PLACEMARKS} placemarks with a Turkish 400 naming the limit, in a KML or a KMZ (decision 029)`, () => {
    expect(UPLOAD_MESSAGES.kmlTooManyPlacemarks).toBe('KML/KMZ dosyası en fazla 5.000 yer işareti (Placemark) içerebilir');
    const atCap = kmlWithPlacemarks(MAX_KML_PLACEMARKS);
    expect(checkStationFile(strToU8(atCap), 'sinirda.kml').kml).toBe(atCap);
    const over = kmlWithPlacemarks(MAX_KML_PLACEMARKS + 1);
    expect(refusal(() => checkStationFile(strToU8(over), 'fazla.kml'))).toEqual({ status: 400, message: UPLOAD_MESSAGES.kmlTooManyPlacemarks });
    expect(refusal(() => checkStationFile(toKmz(over), 'fazla.kmz'))).toEqual({ status: 400, message: UPLOAD_MESSAGES.kmlTooManyPlacemarks });
    // The file the report measured: 60 000 placemarks, within 10 MB.
    const reported = strToU8(kmlWithPlacemarks(60_000));
    expect(reported.byteLength).toBeLessThan(10 * 1024 * 1024);
    expect(refusal(() => checkStationFile(reported, 'rapor.kml')).message).toBe(UPLOAD_MESSAGES.kmlTooManyPlacemarks);
    // A namespace prefix does not hide a placemark.
    const prefixed = over.replaceAll('<Placemark>', '<kml:Placemark>').replaceAll('</Placemark>', '</kml:Placemark>');
    expect(refusal(() => checkStationFile(strToU8(prefixed), 'onekli.kml')).message).toBe(UPLOAD_MESSAGES.kmlTooManyPlacemarks);
  });

  it(`refuses more than ${MAX_KML_POINTS} coordinate points, however few the placemarks (decision 029)`, () => {
    expect(UPLOAD_MESSAGES.kmlTooManyPoints).toBe('KML/KMZ dosyası en fazla 50.000 koordinat noktası içerebilir');
    expect(() => checkStationFile(strToU8(kmlWithLine(MAX_KML_POINTS)), 'hat.kml')).not.toThrow();
    expect(refusal(() => checkStationFile(strToU8(kmlWithLine(MAX_KML_POINTS + 1)), 'uzun-hat.kml'))).toEqual({ status: 400, message: UPLOAD_MESSAGES.kmlTooManyPoints });
    // A track's points are one <gx:coord> each.
    const track = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document><Placemark><gx:Track>${'<gx:coord>32.1 39.2 0</gx:coord>'.repeat(MAX_KML_POINTS + 1)}</gx:Track></Placemark></Document></kml>`;
    expect(refusal(() => checkStationFile(strToU8(track), 'iz.kml')).message).toBe(UPLOAD_MESSAGES.kmlTooManyPoints);
  });

  it('refuses a KMZ with thousands of entries before inflating any', () => {
    const entries: Record<string, Uint8Array> = { 'doc.kml': strToU8(KML) };
    for (let i = 0; i < 10_000; i++) entries[`parca/${i}.txt`] = new Uint8Array(1);
    expect(refusal(() => checkStationFile(zipSync(entries, { level: 0 }), 'cok.kmz')).message).toBe(UPLOAD_MESSAGES.kmzTooManyEntries);
  });

  it('never uses the uploaded name as a path', () => {
    expect(checkStationFile(strToU8(KML), '../../etc/passwd.kml').format).toBe('kml');
    const stored = storedFileName('private/transformer-stations', 'kml');
    expect(stored).toMatch(/^private\/transformer-stations\/[0-9a-f-]{36}\.kml$/);
    expect(storedFileName('private/transformer-stations/', 'kmz')).not.toContain('..');
  });
});
