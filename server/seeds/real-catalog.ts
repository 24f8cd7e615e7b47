import path from 'node:path';
import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { COMMISSIONED_STATUS } from '../../shared/constants';
import type { ImportKind } from '../../shared/schemas/imports';
import type { Db } from '../db/client';
import { companies, projects } from '../db/schema/catalog';
import { record_events } from '../db/schema/history';
import { cities, project_status_types } from '../db/schema/reference';
import { writeEvents } from '../services/history/record-events';
import { containsWords } from '../lib/turkish';
import { importFile } from '../services/imports/import-file';
import { SEED_DATA_DIR } from '../project-root';
import { COMPANY_PROFILES } from './demo-catalog-data';
import { seedEventsOf } from './project-history';
import { REAL_DATA_FILES, REAL_VERIFIED_ON } from './real-data-files';
import type { SeedSourceKey } from './sources';

// The real catalogue of a new installation (docs/decisions/040-real-catalogue-through-the-importer.md):
// the files scripts/prepare-real-data.ts wrote into data/real/ go through the importer, so every
// seeded record has the rules, the cross-source matching, the source links and the history of an
// admin's upload. Runs once, while the companies table is empty, in one transaction (each import's
// commit is a savepoint of it): a failure leaves nothing half-seeded and the next start tries again.

// Any fixed number; serialises the check-then-insert when several instances start at once.
const REAL_CATALOG_LOCK = 727_274_103;

export const REAL_DATA_DIR = path.join(SEED_DATA_DIR, 'real');

/** In dependency order: companies, then projects (the curated compilation first, so its figures win), stations, their capacities, statistics. */
export const REAL_IMPORTS: readonly { kind: ImportKind; file: string; source: SeedSourceKey }[] = [
  { kind: 'companies', file: REAL_DATA_FILES.companies, source: 'gunesveri-derleme-2026' },
  { kind: 'projects', file: REAL_DATA_FILES.projectsCompiled, source: 'gunesveri-derleme-2026' },
  { kind: 'projects', file: REAL_DATA_FILES.projectsGppd, source: 'wri-gppd-1.3.0' },
  { kind: 'projects', file: REAL_DATA_FILES.projectsOsm, source: 'osm-power-grids-2017' },
  { kind: 'projects', file: REAL_DATA_FILES.projectsYeka, source: 'yeka-sonuclari' },
  { kind: 'stations', file: REAL_DATA_FILES.stations, source: 'osm-power-grids-2017' },
  // No per-station capacity table exists in any open source: these rows are generated and keep their "Örnek veri" mark.
  { kind: 'station_capacities', file: REAL_DATA_FILES.stationCapacities, source: 'gunesveri-ornek-veri' },
  { kind: 'installed_power', file: REAL_DATA_FILES.installedPower, source: 'gunesveri-derleme-2026' },
  { kind: 'production', file: REAL_DATA_FILES.production, source: 'iea-monthly-electricity' },
  // The solar months TEİAŞ and the ministry published for 2024-2025 (each row names its page).
  { kind: 'production', file: REAL_DATA_FILES.productionPublished, source: 'gunesveri-derleme-2026' },
];

export interface RealCatalogResult {
  seeded: boolean;
  /** Rows created per file. */
  created: Record<string, number>;
}

/** A project's free-text party → the seeded company its text names (first match in file order). */
const PARTY_COLUMNS = [
  ['investor', 'investor_company_id'],
  ['contractor', 'contractor_company_id'],
  ['pv_module', 'pv_module_company_id'],
  ['inverter', 'inverter_company_id'],
] as const;

/**
 * Links each project's investor, EPC, module and inverter text to the company it names (the
 * company's name or its aliases in demo-catalog-data.ts), so a company's page lists its projects.
 * The importer has no company columns for projects: the link is read from the seeded texts.
 */
async function linkProjectParties(db: Db): Promise<number> {
  const seeded = await db.select({ id: companies.id, name: companies.company_name }).from(companies);
  const aliases = seeded.map((c) => ({ id: c.id, aliases: [c.name.replace(/\s*\(.*$/, ''), ...(COMPANY_PROFILES[c.name]?.aliases ?? [])] }));
  const find = (text: string | null) => (text ? (aliases.find((c) => c.aliases.some((alias) => containsWords(text, alias)))?.id ?? null) : null);
  const rows = await db
    .select({
      id: projects.id,
      investor: projects.investor,
      contractor: projects.contractor,
      pv_module: projects.pv_module,
      inverter: projects.inverter,
    })
    .from(projects)
    .where(or(...PARTY_COLUMNS.map(([text]) => sql`${projects[text]} IS NOT NULL`)));
  let linked = 0;
  for (const row of rows) {
    const set = Object.fromEntries(PARTY_COLUMNS.map(([text, column]) => [column, find(row[text])]).filter(([, id]) => id !== null));
    if (Object.keys(set).length === 0) continue;
    // Only the link columns (not updated_at): the record stays as its import wrote it.
    await db.update(projects).set(set).where(eq(projects.id, row.id));
    linked += 1;
  }
  return linked;
}

/**
 * The seeded plants' timelines start when the plant did (decision 042): the compilation's import
 * dated each creation on the day the datasets were read; a plant whose start or commissioning is
 * known (a YEKA lot: its competition) is dated from it instead, and one started and commissioned gets its move to "Devreye
 * Alınan" on its commissioning day. The events stay the import's (its revert removes them).
 */
async function dateSeededHistory(db: Db, importId: string): Promise<void> {
  const [commissioned] = await db.select({ id: project_status_types.id }).from(project_status_types).where(eq(project_status_types.name, COMMISSIONED_STATUS));
  const dated = await db
    .select({ project: projects, sourceId: record_events.source_id })
    .from(projects)
    // Only the projects this import created: a later file's update of a plant stays its own event.
    .innerJoin(
      record_events,
      and(eq(record_events.entity, 'project'), eq(record_events.entity_id, projects.id), eq(record_events.import_id, importId), eq(record_events.kind, 'created')),
    )
    .where(or(isNotNull(projects.project_start_date), isNotNull(projects.commissioning_date)));
  if (dated.length === 0) return;
  const ids = [...new Set(dated.map((d) => d.project.id))];
  await db.delete(record_events).where(and(eq(record_events.import_id, importId), inArray(record_events.entity_id, ids)));
  const seen = new Set<string>();
  const events = dated.flatMap(({ project, sourceId }) => {
    if (seen.has(project.id)) return [];
    seen.add(project.id);
    return seedEventsOf(project, commissioned?.id ?? null, sourceId).map((event) => ({ ...event, origin: 'import' as const, import_id: importId }));
  });
  await writeEvents(db, events);
}

/**
 * `sampleCapacities`: also the stations' generated monthly capacities (SEED_SAMPLE_CAPACITIES). Off,
 * the stations come without a figure and say so ("Kapasite verisi yok") until an admin enters one.
 */
export async function seedRealCatalog(db: Db, options: { sampleCapacities: boolean } = { sampleCapacities: true }): Promise<RealCatalogResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REAL_CATALOG_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(companies);
    if ((existing?.n ?? 0) > 0) return { seeded: false, created: {} };
    const [provinces] = await tx.select({ n: count() }).from(cities);
    if ((provinces?.n ?? 0) === 0) throw new Error('seedRealCatalog needs the reference data: run seedReference first');

    const created: Record<string, number> = {};
    for (const { kind, file, source } of REAL_IMPORTS) {
      if (file === REAL_DATA_FILES.stationCapacities && !options.sampleCapacities) continue;
      const { preview } = await importFile(tx, { kind, filePath: path.join(REAL_DATA_DIR, file), sourceKey: source, importDate: REAL_VERIFIED_ON });
      // The files are ours and tested: a refused row is a bug in scripts/prepare-real-data.ts, not data to skip.
      if (preview.counts.error > 0) {
        const first = preview.errors.slice(0, 3).map((e) => `${e.row}. satır, ${e.column}: ${e.message}`);
        throw new Error(`Gerçek katalog tohumu: ${file} dosyasında ${preview.counts.error} hatalı satır (${first.join('; ')})`);
      }
      created[file] = preview.counts.create;
      if (kind === 'projects') await dateSeededHistory(tx, preview.id);
    }
    await linkProjectParties(tx);
    return { seeded: true, created };
  });
}
