import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { ImportKind } from '../../../shared/schemas/imports';
import { formatDistance, type DuplicateKind } from '../../../shared/schemas/quality';
import type { ProbeRow } from './duplicate-matching';
import { matchRows, type ProbeMatch } from './duplicates';

// The importer's preview warns when a new row looks like a stored record, by the rules that propose
// duplicate candidates (docs/decisions/065-duplicate-candidates.md).

const KINDS: Partial<Record<ImportKind, { kind: DuplicateKind; name: string }>> = {
  projects: { kind: 'project', name: 'project_name' },
  companies: { kind: 'company', name: 'company_name' },
  stations: { kind: 'station', name: 'station_name' },
};

/** At most this many stored records are named for one row, the likeliest first. */
const NAMED_PER_ROW = 2;

const kilo = (value: unknown, unit: unknown): number | null =>
  value === null || value === undefined ? null : String(unit ?? '').startsWith('M') ? Number(value) * 1000 : Number(value);
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** "Olası kopya: Kayseri OSB GES (Kayseri), 20 m uzakta" — or the name similarity when a position is missing. */
export function likelyDuplicateText(match: Pick<ProbeMatch, 'name' | 'city' | 'reasons'>): string {
  const place = match.city ? ` (${match.city})` : '';
  const how =
    match.reasons.distance_m !== null
      ? `${formatDistance(match.reasons.distance_m)} uzakta`
      : `ad benzerliği %${Math.round(match.reasons.name_similarity * 100)}`;
  return `Olası kopya: ${match.name}${place}, ${how}`;
}

/** Each new row's warnings, by its row number; rows of other kinds have none. */
export async function likelyDuplicateWarnings(
  db: Db,
  importKind: ImportKind,
  creates: readonly { row: number; values: Record<string, unknown> }[],
): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  const target = KINDS[importKind];
  if (!target || creates.length === 0) return found;
  const rowOf = new Map<string, number>();
  const probes: ProbeRow[] = [];
  for (const { row, values } of creates) {
    const name = values[target.name];
    if (typeof name !== 'string' || name.trim() === '') continue;
    const id = randomUUID();
    rowOf.set(id, row);
    probes.push({
      id,
      name,
      cityId: (values.city_id as string | null | undefined) ?? null,
      latitude: numberOrNull(values.latitude),
      longitude: numberOrNull(values.longitude),
      dcKw: kilo(values.dc_power, values.dc_power_unit),
      acKw: kilo(values.ac_power, values.ac_power_unit),
    });
  }
  for (const match of await matchRows(db, target.kind, probes)) {
    const row = rowOf.get(match.probeId)!;
    const texts = found.get(row) ?? [];
    if (texts.length < NAMED_PER_ROW) texts.push(likelyDuplicateText(match));
    found.set(row, texts);
  }
  return found;
}
