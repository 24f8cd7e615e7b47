// How the statistics read on screen (spec 2 §2.4). Without zod: the first screen imports them, and
// the schema library stays out of the first load (issue 17 P7).

export const STATISTICS_MESSAGES = {
  loadFailed: 'Veriler yüklenirken bir hata oluştu',
  retry: 'Yeniden Dene',
  empty: 'Henüz veri girilmemiş',
  emptyYear: (year: number) => `${year} yılına ait veri bulunamadı`,
  /** Spec 2 §1: statistics are credited to the national grid operator. */
  source: 'Kaynak: TEİAŞ (Türkiye Elektrik İletim A.Ş.) kurulu güç ve üretim istatistikleri',
} as const;

/** Production is stored in MWh and shown in GWh (spec 2 §2.4). */
export function mwhToGwh(mwh: number): number;
export function mwhToGwh(mwh: number | null): number | null;
export function mwhToGwh(mwh: number | null): number | null {
  return mwh === null ? null : mwh / 1000;
}
