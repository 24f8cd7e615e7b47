import type { Db } from '../db/client';
import { installed_power_stats, production_stats } from '../db/schema/statistics';
import { csvNumber, readSeedCsv, type CsvRow } from './csv';
import { round2 } from './random';

// National statistics from the research CSVs (units: MW for installed power, MWh for production).
// Shares follow spec 3 §5: renewable_percentage = renewable / electric × 100 and
// solar_percentage = solar / renewable × 100 (not the CSVs' solar / total), two decimals.
// A row is kept only when total, renewable and solar are all known (the table needs all three and
// the CHECK solar <= renewable <= electric); figures derived from a published share, `uncertain`
// rows and preliminary ones are stored with is_estimate = true.

type InstalledInsert = typeof installed_power_stats.$inferInsert;
type ProductionInsert = typeof production_stats.$inferInsert;

const VERIFIED = 'verified_in_stored_copy';
const RANK: Record<string, number> = { verified_in_stored_copy: 0, derived_from_verified: 1, uncertain: 2 };

function shares(electric: number, renewable: number, solar: number) {
  return {
    renewable_percentage: round2((renewable / electric) * 100),
    solar_percentage: renewable > 0 ? round2((solar / renewable) * 100) : 0,
  };
}

const ordered = (electric: number, renewable: number, solar: number) =>
  electric > 0 && solar >= 0 && solar <= renewable && renewable <= electric;

/** "2024-08-07" and "2024-08" both give August 2024. */
function period(value: string | undefined): { year: number; month: number } | null {
  const m = /^(\d{4})-(\d{2})/.exec(value ?? '');
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
}

/** One row per (year, month): the best-verified candidate wins, then the first. */
function bestPerPeriod<T extends { year: number; month: number; rank: number }>(rows: T[]): T[] {
  const best = new Map<string, T>();
  for (const row of rows) {
    const key = `${row.year}-${row.month}`;
    const current = best.get(key);
    if (!current || row.rank < current.rank) best.set(key, row);
  }
  return [...best.values()];
}

/**
 * installed_capacity_turkey.csv. Left out: rows without a total or without a renewable figure or
 * share (the GENSED/TEİAŞ solar-only series 2014-2019, 2020-12, 2021, 2022-12, 2023-03/09 and most
 * of 2024): they cannot fill the table's required columns without inventing numbers.
 */
export function buildInstalledPowerStats(csv: CsvRow[]): InstalledInsert[] {
  const candidates = csv.flatMap((r) => {
    const when = period(r.period);
    const electric = csvNumber(r.total_mw);
    const solar = csvNumber(r.solar_mw);
    const renewableMw = csvNumber(r.renewable_mw);
    const renewablePct = csvNumber(r.renewable_pct);
    if (!when || electric === null || solar === null) return [];
    const renewable = renewableMw ?? (renewablePct !== null ? round2((electric * renewablePct) / 100) : null);
    if (renewable === null || !ordered(electric, renewable, solar)) return [];
    return [
      {
        ...when,
        rank: RANK[r.verification ?? ''] ?? 3,
        total_electric_power: electric,
        total_renewable_power: renewable,
        total_solar_power: solar,
        total_licensed_solar: csvNumber(r.solar_licensed_mw),
        total_unlicensed_solar: csvNumber(r.solar_unlicensed_mw),
        ...shares(electric, renewable, solar),
        source: r.source || null,
        is_estimate: r.verification !== VERIFIED || renewableMw === null,
      },
    ];
  });
  return bestPerPeriod(candidates).map(({ rank: _rank, ...row }) => row);
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

export async function seedDemoStatistics(db: Db): Promise<{ installed: number; production: number }> {
  const installed = buildInstalledPowerStats(await readSeedCsv('installed_capacity_turkey.csv'));
  // Monthly figures only: the annual totals of other years (generation_annual_turkey.csv) would read
  // as one enormous month in a monthly table and chart, so they are not seeded.
  const production = buildMonthlyProduction(await readSeedCsv('generation_monthly_turkey_iea.csv'));
  // ON CONFLICT: an admin may already have entered a month before the demo seed ran.
  if (installed.length > 0) await db.insert(installed_power_stats).values(installed).onConflictDoNothing();
  if (production.length > 0) await db.insert(production_stats).values(production).onConflictDoNothing();
  return { installed: installed.length, production: production.length };
}
