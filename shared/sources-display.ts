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
  /** Before the publication an admin named for an entry. */
  entryNote: 'okunduğu yayın',
} as const;

/** What a line needs of a source (`SourceRef` in shared/schemas/sources.ts). */
export interface SourceLineParts {
  name: string;
  licence: string;
  verified_on: string | null;
  retrieved_on: string | null;
}

/** The year a line shows: the record's verification, else the source's retrieval; null when neither is known. */
export function sourceYear(ref: Pick<SourceLineParts, 'verified_on' | 'retrieved_on'>): number | null {
  const date = ref.verified_on ?? ref.retrieved_on;
  return date ? Number(date.slice(0, 4)) : null;
}

/** "Kaynak: WRI Global Power Plant Database v1.3.0 · CC BY 4.0 · 2021". */
export function sourceLine(ref: SourceLineParts): string {
  const year = sourceYear(ref);
  return [`${SOURCES_MESSAGES.label}: ${ref.name}`, ref.licence, ...(year ? [String(year)] : [])].join(' · ');
}
