import { withPossessive } from './turkish-suffix';

// The catalogue's gaps, defined once (docs/decisions/067-data-quality-gaps-and-coverage.md): the
// back office's lists, the dashboard's counts and the daily snapshot all read this list; the SQL
// that finds each gap is `server/services/quality/gaps.ts`, keyed by the same `key`.

/** The kind of record a gap list holds, and the back-office form that fixes it. */
export type GapEntity = 'project' | 'company' | 'station';

export interface GapDefinition {
  key: string;
  entity: GapEntity;
  /** The list's title ("Koordinatı yok"). */
  title: string;
  /** What puts a record on the list, as the back office says it. */
  description: string;
}

/**
 * A record is stale when the newest data date of its sources is older than this (or none is dated):
 * a project's and a company's linked sources, a station's linked sources and those its monthly
 * capacities name.
 */
export const STALE_AFTER_MONTHS = 24;

export const GAPS = [
  {
    key: 'no_coordinates',
    entity: 'project',
    title: 'Koordinatı yok',
    description: 'Enlemi ve boylamı girilmemiş projeler; haritada ilin ortasında, yaklaşık konumda gösterilirler.',
  },
  {
    key: 'no_capacity',
    entity: 'project',
    title: 'Gücü yok',
    description: 'Ne AC ne DC gücü bilinen projeler.',
  },
  {
    key: 'no_investor',
    entity: 'project',
    title: 'Sahibi/yatırımcısı yok',
    description: 'Yatırımcısı ne kaynaktaki adıyla ne bağlı bir firma olarak girilmiş projeler.',
  },
  {
    key: 'no_status_date',
    entity: 'project',
    title: 'Durum tarihi yok',
    description: 'Devreye alınmış olup devreye alma tarihi, ya da henüz devreye alınmamış olup başlangıç tarihi girilmemiş projeler.',
  },
  {
    key: 'no_real_source',
    entity: 'project',
    title: 'Yalnızca örnek veri kaynağı',
    description: 'Hiç kaynağı olmayan ya da yalnızca üretilmiş (örnek veri) kaynağa bağlı projeler.',
  },
  {
    key: 'stale',
    entity: 'project',
    title: `${STALE_AFTER_MONTHS} aydan eski projeler`,
    description: `En yeni kaynağının veri tarihi ${STALE_AFTER_MONTHS} aydan eski olan ya da hiçbir kaynağı tarihli olmayan projeler.`,
  },
  {
    key: 'company_no_project',
    entity: 'company',
    title: 'Projesi olmayan firmalar',
    description: 'Hiçbir projeye (yatırımcı, yüklenici, tedarikçi ya da başka bir rolle) bağlı olmayan firmalar.',
  },
  {
    key: 'company_stale',
    entity: 'company',
    title: `${STALE_AFTER_MONTHS} aydan eski firmalar`,
    description: `En yeni kaynağının veri tarihi ${STALE_AFTER_MONTHS} aydan eski olan ya da hiçbir kaynağı tarihli olmayan firmalar.`,
  },
  {
    key: 'station_no_real_capacity',
    entity: 'station',
    title: 'Gerçek kapasitesi yok',
    description: 'Aylık kapasitelerinin hepsi üretilmiş (örnek veri) ya da hiç kapasitesi olmayan trafo merkezleri.',
  },
  {
    key: 'station_stale',
    entity: 'station',
    title: `${STALE_AFTER_MONTHS} aydan eski trafo merkezleri`,
    description: `Kendi kaynaklarının ve aylık kapasitelerinin kaynaklarının en yeni veri tarihi ${STALE_AFTER_MONTHS} aydan eski olan ya da hiçbiri tarihli olmayan trafo merkezleri.`,
  },
] as const satisfies readonly GapDefinition[];

export type GapKey = (typeof GAPS)[number]['key'];
export const GAP_KEYS = GAPS.map((gap) => gap.key) as [GapKey, ...GapKey[]];

export const gapOf = (key: GapKey): GapDefinition => GAPS.find((gap) => gap.key === key)!;

/** The dashboard's trend: the counts of the last this many days. */
export const GAP_TREND_DAYS = 30;

export const DATA_QUALITY_MESSAGES = {
  gapsLoadFailed: 'Eksik listeleri yüklenemedi.',
  gapEmpty: 'Bu listede kayıt yok',
  gapNoMatch: 'Bu filtrelere uyan kayıt yok.',
  coverageLoadFailed: 'Kapsama bilgisi yüklenemedi.',
  invalidGap: 'Geçersiz eksik listesi',
} as const;

/** The coverage sentence of the public statistics page (never an estimate presented as official). */
export const COVERAGE_NOTE =
  'Katalogdaki devreye alınmış projelerin bilinen AC gücünün toplamı, resmî kurulu güçle karşılaştırılır; gücü bilinmeyen projeler toplama girmez (sıfır sayılmaz).';

/** A share as the sentence writes it: whole percent from 10 up, one decimal below ("%6,0" is "%6"). */
export function formatShare(share: number): string {
  return `%${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: share >= 10 ? 0 : 1 }).format(share)}`;
}

/** "Katalog, kurulu gücün %6'sını kapsıyor": the possessive's accusative follows the number as read aloud. */
export function coverageSentence(share: number): string {
  const possessive = withPossessive(formatShare(share));
  return `Katalog, kurulu gücün ${possessive}n${possessive.at(-1)} kapsıyor`;
}
