import { MAX_KML_PLACEMARKS, MAX_KML_POINTS } from './constants';

// What an uploaded file must be (docs/product-rules.md#admin; decisions 012, 029), shared by the back-office
// forms (checked before sending, so a wrong file is named at once) and the server (which checks the content
// too).

export const UPLOAD_MESSAGES = {
  pdfOnly: 'Sadece PDF dosyaları yüklenebilir',
  pdfTooLarge: 'PDF dosyası en fazla 10 MB olabilir',
  kmlOnly: 'Sadece KML veya KMZ dosyaları yüklenebilir',
  kmlTooLarge: 'KML/KMZ dosyası en fazla 10 MB olabilir',
  kmlInvalid: 'KML dosyası okunamadı. Lütfen geçerli bir KML veya KMZ dosyası yükleyin.',
  kmzTooManyEntries: 'KMZ dosyası çok fazla dosya içeriyor',
  kmzNoKml: 'KMZ dosyasında KML belgesi bulunamadı',
  kmlTooManyPlacemarks: `KML/KMZ dosyası en fazla ${MAX_KML_PLACEMARKS.toLocaleString('tr-TR')} yer işareti (Placemark) içerebilir`,
  kmlTooManyPoints: `KML/KMZ dosyası en fazla ${MAX_KML_POINTS.toLocaleString('tr-TR')} koordinat noktası içerebilir`,
  empty: 'Dosya boş',
  importOnly: 'Sadece CSV veya XLSX dosyaları yüklenebilir',
  importTooLarge: 'İçe aktarma dosyası en fazla 25 MB olabilir',
  importInvalid: 'Dosya okunamadı. Lütfen geçerli bir CSV veya XLSX dosyası yükleyin.',
  xlsxTooManyStrings:
    'XLSX dosyasında çok fazla farklı metin var (en fazla 500.000 farklı metin hücresi ve 48 MB metin). Dosyayı CSV olarak kaydedip yükleyin ya da birkaç dosyaya bölün.',
} as const;

/** What a back-office upload is: a contract or policy PDF, a station's KML/KMZ, or a spreadsheet to import. */
export type UploadKind = 'pdf' | 'station' | 'import';

export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** A KML, or a KMZ as uploaded. */
export const MAX_STATION_FILE_BYTES = 10 * 1024 * 1024;
/** A spreadsheet for the importer (CSV or XLSX); Turkey's ~35 000 plants fit well within it (docs/benchmarks.md#imports-at-scale). */
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;

export const extensionOf = (name: string) => name.split(/[\\/]/).pop()!.split('.').pop()?.toLowerCase() ?? '';

/** The checks a browser can make before sending: the name's extension and the size. */
export function uploadProblem(file: { name: string; size: number }, kind: UploadKind): string | null {
  const extension = extensionOf(file.name);
  if (kind === 'import') {
    if (extension !== 'csv' && extension !== 'xlsx') return UPLOAD_MESSAGES.importOnly;
    if (file.size > MAX_IMPORT_BYTES) return UPLOAD_MESSAGES.importTooLarge;
  } else if (kind === 'pdf') {
    if (extension !== 'pdf') return UPLOAD_MESSAGES.pdfOnly;
    if (file.size > MAX_PDF_BYTES) return UPLOAD_MESSAGES.pdfTooLarge;
  } else {
    if (extension !== 'kml' && extension !== 'kmz') return UPLOAD_MESSAGES.kmlOnly;
    if (file.size > MAX_STATION_FILE_BYTES) return UPLOAD_MESSAGES.kmlTooLarge;
  }
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  return null;
}
