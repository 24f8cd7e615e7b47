import { IMPORT_MESSAGES } from '../../../../shared/schemas/imports';
import { adminProjectFormSchema } from '../../../../shared/schemas/admin/catalog';
import { stationDefinitionFormSchema } from '../../../../shared/schemas/admin/stations';
import { PROJECT_SUBMISSION_MESSAGES } from '../../../../shared/schemas/submissions';
import { projects } from '../../../db/schema/catalog';
import { numberOf, nameKey, textOf } from '../import-cells';
import type { Cell } from '../read-table';
import {
  booleanField,
  bySchema,
  cityField,
  columnsOf,
  dateField,
  numberField,
  readFields,
  referenceField,
  textField,
  type FieldReader,
  type FieldResult,
  type ImportKindDefinition,
  type ParsedRow,
  type StoredRecord,
} from './kind';
import { indexName, loadSourceKeys, recordMatcher, type Candidate } from './record-matcher';

// Projects (plants, licences, YEKA lots): the project form's rules (adminProjectFormSchema) on each
// field, references by name, powers in MW as the datasets give them.

const shape = adminProjectFormSchema.shape;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const hasThreeDecimals = (n: number) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6;

/** A power or storage figure in kW(h) as stored, whatever unit the record keeps it in. */
function kiloOf(record: StoredRecord, column: string, unitColumn: string): number | null {
  const value = record[column];
  if (value === null || value === undefined) return null;
  return String(record[unitColumn]).startsWith('M') ? Number(value) * 1000 : Number(value);
}

/**
 * A figure the file gives in MWp / MWe / MWh. Stored in that unit when the form would accept it
 * (three decimals, as numeric(14,3) keeps); a finer figure (12,3456 MWp) is stored in kWp instead (12345,6 kWp), so
 * nothing is rounded away and the form can still open the record.
 */
function megaField(column: 'dc_power' | 'ac_power' | 'storage_capacity', unitColumn: string, units: readonly [string, string]): FieldReader {
  return (cell: Cell): FieldResult => {
    const mega = numberOf(cell)!;
    const fine = Number.isFinite(mega) && !hasThreeDecimals(mega);
    const value = fine ? round6(mega * 1000) : mega;
    const result = bySchema(shape[column], value);
    if (!result.ok) return { error: fine && result.message === PROJECT_SUBMISSION_MESSAGES.stepThree ? IMPORT_MESSAGES.powerStep : result.message };
    return {
      columns: { [column]: value, [unitColumn]: fine ? units[0] : units[1] },
      shown: mega,
      same: (record) => {
        const stored = kiloOf(record, column, unitColumn);
        return stored !== null && Math.abs(stored - mega * 1000) < 1e-6;
      },
      before: (record) => {
        const stored = kiloOf(record, column, unitColumn);
        return stored === null ? null : round6(stored / 1000);
      },
    };
  };
}

function districtField(cell: Cell, ctx: Parameters<FieldReader>[1], read: Parameters<FieldReader>[2]): FieldResult {
  const cityId = read.get('city')?.columns.city_id as string | undefined;
  const name = textOf(cell)!;
  // A province that could not be read already has its error; the district waits for it.
  if (!cityId) return { error: IMPORT_MESSAGES.districtWithoutCity };
  const district = ctx.refs.districts.get(cityId)?.get(name);
  if (!district) return { error: IMPORT_MESSAGES.unknownDistrict(name, ctx.refs.cityById.get(cityId)!.name) };
  return { columns: { district_id: district.id }, shown: district.name, before: (record, c) => c.refs.nameOf(record.district_id as string | null) };
}

const readers: Record<string, FieldReader> = {
  project_name: textField('project_name', shape.project_name, { sameName: true }),
  city: cityField,
  district: districtField,
  status: referenceField('status_type_id', 'Proje durumu', (r) => r.statuses),
  type: referenceField('type_id', 'Proje tipi', (r) => r.types),
  location: referenceField('location_id', 'Uygulama yeri', (r) => r.locations),
  dc_power_mwp: megaField('dc_power', 'dc_power_unit', ['kWp', 'MWp']),
  ac_power_mwe: megaField('ac_power', 'ac_power_unit', ['kWe', 'MWe']),
  storage_capacity_mwh: megaField('storage_capacity', 'storage_capacity_unit', ['kWh', 'MWh']),
  latitude: numberField('latitude', stationDefinitionFormSchema.shape.latitude),
  longitude: numberField('longitude', stationDefinitionFormSchema.shape.longitude),
  investor: textField('investor', shape.investor),
  contractor: textField('contractor', shape.contractor),
  pv_module: textField('pv_module', shape.pv_module),
  inverter: textField('inverter', shape.inverter),
  construction: textField('construction', shape.construction),
  maintenance_repair: textField('maintenance_repair', shape.maintenance_repair),
  financial_institution: textField('financial_institution', shape.financial_institution),
  inspection_consulting: textField('inspection_consulting', shape.inspection_consulting),
  permission_status: textField('permission_status', shape.permission_status),
  commissioning_date: dateField('commissioning_date', shape.commissioning_date, { year: true }),
  project_start_date: dateField('project_start_date', shape.project_start_date, { year: true }),
  is_verified: booleanField('is_verified'),
};

const cityOf = (parsed: ParsedRow) => (parsed.values.get('city')?.columns.city_id as string | undefined) ?? null;
const nameOf = (parsed: ParsedRow) => (parsed.values.get('project_name')?.shown as string | undefined) ?? null;

export const projectsImport: ImportKindDefinition = {
  kind: 'projects',
  table: 'projects',
  nameField: 'project_name',
  entity: 'project',
  provenance: { link: { table: 'project_sources', recordColumn: 'project_id' } },

  read(cells, row, ctx, headerOf) {
    const parsed = readFields('projects', readers, cells, row, ctx, headerOf);
    return { ...parsed, resolved: {}, label: (parsed.values.get('project_name')?.shown as string | undefined) ?? `${row}. satır` };
  },

  async prepare(db, ctx) {
    const keys = await loadSourceKeys(db, 'project_sources', 'project_id', ctx.source?.id ?? null);
    const names = new Map<string, Candidate[]>();
    const rows = await db.select({ id: projects.id, name: projects.project_name, city_id: projects.city_id, district_id: projects.district_id }).from(projects);
    for (const r of rows) if (r.city_id) indexName(names, `${r.city_id}|${nameKey(r.name)}`, { id: r.id, row: null, district: r.district_id });
    return recordMatcher({
      nameField: 'project_name',
      keys,
      names,
      scopeOf: (parsed) => {
        const city = cityOf(parsed);
        const name = nameOf(parsed);
        return city && name ? `${city}|${nameKey(name)}` : null;
      },
      districtOf: (parsed) => (parsed.values.get('district')?.columns.district_id as string | undefined) ?? null,
    });
  },

  createValues(parsed, ctx) {
    return { ...columnsOf(parsed), is_generated: ctx.source?.is_generated ?? false };
  },

  derive(stored, set) {
    // A project moved to another province by its key cannot keep a district of the old one (the
    // database holds district and province together).
    if (stored && 'city_id' in set && !('district_id' in set) && stored.district_id) return { district_id: null };
    return {};
  },

  check(merged, parsed) {
    if ((merged.latitude ?? null) === null && (merged.longitude ?? null) === null) return [];
    if ((merged.latitude ?? null) !== null && (merged.longitude ?? null) !== null) return [];
    return [{ field: parsed.values.has('latitude') ? 'latitude' : 'longitude', message: IMPORT_MESSAGES.coordinatesPaired }];
  },
};
