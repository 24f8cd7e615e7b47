// How a record's sources read on screen (docs/product-rules.md#provenance, decision 041). Without zod:
// the home page's statistics show them, and the schema library stays out of the first load.

export const SOURCES_MESSAGES = {
  pageTitle: 'Veri kaynakları ve lisanslar',
  loadFailed: 'Kaynaklar yüklenirken bir hata oluştu',
  empty: 'Henüz yayımlanmış kaynak bulunmuyor.',
  /** The line's first word, before the source's name. */
  label: 'Kaynak',
  /** A generated source is never shown as an official figure (docs/product-rules.md#general). */
  generated: 'Örnek veri',
  generatedNote: 'Örnek veri: gerçek bir yayından okunmadı, resmî bir değer değildir.',
  noSources: 'Bu kayıt için henüz kaynak bağlanmadı.',
  filterLabel: 'Kaynak',
  filterAll: 'Tüm Kaynaklar',
  allSourcesLink: 'Tüm kaynaklar ve lisanslar',
  /** The newest data date among a record's sources (decision 054). */
  lastVerified: 'Son doğrulama',
  dataDate: 'Veri tarihi',
  retrievedOn: 'Alındığı tarih',
  citedPages: 'Kaydın kaynağı',
  osmDownloadTitle: 'OpenStreetMap’ten türetilen trafo merkezleri (ODbL 1.0)',
  osmDownloadNote:
    'Trafo merkezi tanımlarımızın OpenStreetMap’ten gelen kısmı (ad, gerilim, işletmeci, koordinat, il) Open Database License 1.0 ile ücretsiz indirilebilir. Kapasite değerleri bu dosyada yer almaz.',
  osmDownloadCsv: 'CSV indir',
  osmDownloadGeojson: 'GeoJSON indir',
  /** Before the publication an admin named for an entry. */
  entryNote: 'okunduğu yayın',
} as const;

/** What a line needs of a source (`SourceRef` in shared/schemas/sources.ts). */
export interface SourceLineParts {
  name: string;
  licence: string;
  data_date: string | null;
}

/**
 * The year a line shows: the data's own date ("veri tarihi"), never the day we read the dataset or
 * checked the record, which would date 2019 data as today's (decision 054); null when unknown.
 */
export function sourceYear(ref: Pick<SourceLineParts, 'data_date'>): number | null {
  return ref.data_date ? Number(ref.data_date.slice(0, 4)) : null;
}

/** A record's "son doğrulama": the newest data date among its sources; null when none has one. */
export function lastVerified(refs: readonly Pick<SourceLineParts, 'data_date'>[]): string | null {
  return refs.reduce<string | null>((newest, ref) => (ref.data_date && (!newest || ref.data_date > newest) ? ref.data_date : newest), null);
}

/** "host/path ; host/path" (as the research files cite pages) → each page with its site as publisher. */
export function citationsOf(citation: string | null): { publisher: string; url: string }[] {
  if (!citation) return [];
  return citation
    .split(';')
    // A remark after a page ("(renewablesnow)") is not part of its address.
    .map((page) => page.replace(/\s*\(.*$/, '').trim())
    .filter((page) => /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(page))
    .map((page) => {
      const url = /^https?:\/\//i.test(page) ? page : `https://${page}`;
      return { publisher: new URL(url).hostname.replace(/^(www|m)\./, ''), url };
    });
}

/** "Kaynak: WRI Global Power Plant Database v1.3.0 · CC BY 4.0 · 2019". */
export function sourceLine(ref: SourceLineParts): string {
  const year = sourceYear(ref);
  return [`${SOURCES_MESSAGES.label}: ${ref.name}`, ref.licence, ...(year ? [String(year)] : [])].join(' · ');
}
