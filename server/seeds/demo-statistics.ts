import { type installed_power_stats, type production_stats } from '../db/schema/statistics';
import { csvNumber, type CsvRow } from '../lib/csv';
import { round2 } from './random';

// National statistics from the research CSVs, read by scripts/prepare-real-data.ts into the
// importer's files (data/real/) (units: MW for installed power, MWh for production).
// Shares follow docs/product-rules.md#statistics: renewable_percentage = renewable / electric × 100 and
// solar_percentage = solar / renewable × 100 (not the CSVs' solar / total), two decimals.
// A month is kept whenever its solar figure is known; a total or renewable figure its source does
// not give stays null, and so does the share that needs it (docs/decisions/055). Figures derived
// from a published share, `uncertain` rows and preliminary ones are stored with is_estimate = true.
// The known figures keep the CHECK solar <= renewable <= electric.

type InstalledInsert = typeof installed_power_stats.$inferInsert;
type ProductionInsert = typeof production_stats.$inferInsert;

const VERIFIED = 'verified_in_stored_copy';
const RANK: Record<string, number> = { verified_in_stored_copy: 0, derived_from_verified: 1, uncertain: 2 };

function shares(electric: number | null, renewable: number | null, solar: number) {
  return {
    renewable_percentage: electric !== null && renewable !== null ? round2((renewable / electric) * 100) : null,
    solar_percentage: renewable === null ? null : renewable > 0 ? round2((solar / renewable) * 100) : 0,
  };
}

/** The known figures in order (an unknown one is skipped). */
const ordered = (electric: number | null, renewable: number | null, solar: number) =>
  (electric === null || electric > 0) && solar >= 0 && solar <= (renewable ?? electric ?? solar) && (renewable ?? solar) <= (electric ?? Infinity);

/** "2024-08-07" and "2024-08" both give August 2024. */
function period(value: string | undefined): { year: number; month: number } | null {
  const m = /^(\d{4})-(\d{2})/.exec(value ?? '');
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
}

/** One row per (year, month): the best-verified candidate wins, then the one knowing more figures, then the first. */
function bestPerPeriod<T extends { year: number; month: number; rank: number; known?: number }>(rows: T[]): T[] {
  const best = new Map<string, T>();
  for (const row of rows) {
    const key = `${row.year}-${row.month}`;
    const current = best.get(key);
    if (!current || row.rank < current.rank || (row.rank === current.rank && (row.known ?? 0) > (current.known ?? 0))) best.set(key, row);
  }
  return [...best.values()];
}

const monthIndex = (p: { year: number; month: number }) => p.year * 12 + p.month - 1;

/** The renewable share (%) a row publishes: its renewable MW over its total, else its stated share. */
function publishedShare(r: CsvRow): number | null {
  const electric = csvNumber(r.total_mw);
  const renewableMw = csvNumber(r.renewable_mw);
  if (electric !== null && renewableMw !== null && electric > 0) return (renewableMw / electric) * 100;
  return csvNumber(r.renewable_pct);
}

/**
 * The renewable share at `index`, read on the straight line between the nearest months before and
 * after it that publish one; null when either side has none (no extrapolation).
 */
function interpolatedShare(anchors: { index: number; share: number }[], index: number): number | null {
  const before = anchors.filter((a) => a.index < index).at(-1);
  const after = anchors.find((a) => a.index > index);
  if (!before || !after) return null;
  return before.share + ((after.share - before.share) * (index - before.index)) / (after.index - before.index);
}

/**
 * installed_capacity_turkey.csv. A month that publishes its total and solar power but no renewable
 * figure (2022-12, 2023-03/09, 2024-08/10, 2025-03) gets its renewable share read between the
 * nearest published shares before and after it, and is stored as an estimate ("tahmini": derived,
 * ESTIMATE_MEANING) with the source saying so. Without a total or a published share on both sides
 * (the GENSED/TEİAŞ solar-only series 2014-2019, 2021, most of 2024) the month keeps its solar
 * figure and its unknown ones stay null: nothing is extrapolated.
 */
export function buildInstalledPowerStats(csv: CsvRow[]): InstalledInsert[] {
  const anchors = csv
    .flatMap((r) => {
      const when = period(r.period);
      const share = publishedShare(r);
      return when && share !== null ? [{ index: monthIndex(when), share }] : [];
    })
    .sort((a, b) => a.index - b.index);
  const candidates = csv.flatMap((r) => {
    const when = period(r.period);
    const electric = csvNumber(r.total_mw);
    const solar = csvNumber(r.solar_mw);
    const renewableMw = csvNumber(r.renewable_mw);
    const renewablePct = csvNumber(r.renewable_pct);
    if (!when || solar === null) return [];
    const published = renewableMw ?? (renewablePct !== null && electric !== null ? round2((electric * renewablePct) / 100) : null);
    const betweenShare = published === null && electric !== null ? interpolatedShare(anchors, monthIndex(when)) : null;
    const renewable = published ?? (betweenShare !== null && electric !== null ? round2((electric * betweenShare) / 100) : null);
    if (!ordered(electric, renewable, solar)) return [];
    const derived = published === null && renewable !== null;
    return [
      {
        ...when,
        // A month with a published renewable figure always wins over one read between others.
        rank: derived ? 4 : (RANK[r.verification ?? ''] ?? 3),
        known: [electric, renewable, csvNumber(r.solar_licensed_mw)].filter((v) => v !== null).length,
        total_electric_power: electric,
        total_renewable_power: renewable,
        total_solar_power: solar,
        total_licensed_solar: csvNumber(r.solar_licensed_mw),
        total_unlicensed_solar: csvNumber(r.solar_unlicensed_mw),
        ...shares(electric, renewable, solar),
        source: derived ? `${r.source}; yenilenebilir pay komşu ayların yayımlanan paylarından ara değer` : r.source || null,
        is_estimate: r.verification !== VERIFIED || (renewable !== null && renewableMw === null),
      },
    ];
  });
  return bestPerPeriod(candidates).map(({ rank: _rank, known: _known, ...row }) => row);
}

/** A row of solar_monthly_stats_turkey.csv (long format: period, metric, value). */
type LongRow = CsvRow;

/**
 * solar_monthly_stats_turkey.csv's solar generation months (TEİAŞ via AA, ETKB): 2024-06/07/08 and
 * 2025-06/07/08, with the month's total generation where the same release gives it. The renewable
 * total is published for none of them: it stays null. Two 2024 months are derived from y/y
 * increases (`derived_from_verified`): estimates. These are gross figures (TEİAŞ/ETKB), beside the
 * IEA months, which are net: each row's source says which.
 */
export function buildPublishedSolarProduction(long: LongRow[]): ProductionInsert[] {
  const solarRows = long.filter((r) => r.metric === 'solar_generation' && /^\d{4}-\d{2}$/.test(r.period ?? ''));
  const candidates = solarRows.flatMap((r) => {
    const when = period(r.period);
    const solar = csvNumber(r.value);
    if (!when || solar === null) return [];
    // The total of the same release (same publisher) when there is one.
    const total = long.find((t) => t.period === r.period && t.metric === 'total_generation' && t.original_publisher === r.original_publisher);
    const electric = total ? csvNumber(total.value) : null;
    if (!ordered(electric, null, solar)) return [];
    return [
      {
        ...when,
        rank: RANK[r.verification ?? ''] ?? 3,
        known: electric === null ? 0 : 1,
        total_electric_production: electric,
        total_renewable_production: null,
        total_solar_production: solar,
        ...shares(electric, null, solar),
        source: `${r.source}; brüt üretim (${r.original_publisher})`,
        is_estimate: r.verification !== VERIFIED,
      },
    ];
  });
  return bestPerPeriod(candidates).map(({ rank: _rank, known: _known, ...row }) => row);
}

/** generation_monthly_turkey_iea.csv: net generation by month, 2022-01 to 2023-12 (all verified). */
export function buildMonthlyProduction(csv: CsvRow[]): ProductionInsert[] {
  return csv.flatMap((r) => {
    const when = period(r.month);
    const electric = csvNumber(r.net_production_mwh);
    const renewable = csvNumber(r.renewable_mwh);
    const solar = csvNumber(r.solar_mwh);
    if (!when || electric === null || renewable === null || solar === null || !ordered(electric, renewable, solar)) return [];
    return [
      {
        ...when,
        total_electric_production: electric,
        total_renewable_production: renewable,
        total_solar_production: solar,
        ...shares(electric, renewable, solar),
        source: r.source || null,
        is_estimate: r.verification !== VERIFIED,
      },
    ];
  });
}
