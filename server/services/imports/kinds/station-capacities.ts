import { IMPORT_MESSAGES } from '../../../../shared/schemas/imports';
import { capacityAmountSchema, stationCapacityFormSchema } from '../../../../shared/schemas/admin/stations';
import { transformer_station_capacities as capacity, transformer_station_definitions as station } from '../../../db/schema/stations';
import { textOf } from '../import-cells';
import type { Cell } from '../read-table';
import { cityField, numberField, periodLabel, readFields, type FieldReader, type FieldResult, type ImportKindDefinition, type Matcher, type ParsedRow } from './kind';
import { loadSourceKeys } from './record-matcher';
import { stationScope } from './stations';

// A station's monthly available capacity: the capacity form's rules (stationCapacityFormSchema). The
// station is found by its key in the chosen source (station_sources), else by name in its
// province; the month's row by station, year and month. The row names its source in source_id, and
// a figure from a generated source keeps its "Örnek veri" mark.

const shape = stationCapacityFormSchema.shape;

/** The station's name and province only find it: never written. */
const readers: Record<string, FieldReader> = {
  station_name: (cell: Cell): FieldResult => ({ columns: { station_name: textOf(cell) }, shown: textOf(cell), written: false }),
  city: (cell, ctx) => {
    const result = cityField(cell, ctx);
    return 'error' in result ? result : { ...result, written: false };
  },
  year: numberField('year', shape.year),
  month: numberField('month', shape.month),
  available_capacity: numberField('available_capacity', capacityAmountSchema),
};

const periodOf = (parsed: ParsedRow) => ({ year: parsed.values.get('year')?.columns.year as number, month: parsed.values.get('month')?.columns.month as number });

export const stationCapacitiesImport: ImportKindDefinition = {
  kind: 'station_capacities',
  table: 'transformer_station_capacities',
  nameField: 'station_name',
  entity: null,
  provenance: { columns: { generatedMark: true } },

  read(cells, row, ctx, headerOf) {
    const parsed = readFields('station_capacities', readers, cells, row, ctx, headerOf);
    const name = (parsed.values.get('station_name')?.shown as string | undefined) ?? `${row}. satır`;
    const { year, month } = periodOf({ ...parsed, label: '', resolved: {} });
    return { ...parsed, resolved: {}, label: year && month ? `${name} · ${periodLabel(year, month)}` : name };
  },

  async prepare(db, ctx): Promise<Matcher> {
    const keys = await loadSourceKeys(db, 'station_sources', 'station_id', ctx.source?.id ?? null);
    const byName = new Map<string, string[]>();
    for (const r of await db.select({ id: station.id, name: station.station_name, city_id: station.city_id }).from(station)) {
      const scope = stationScope(r.city_id, r.name)!;
      byName.set(scope, [...(byName.get(scope) ?? []), r.id]);
    }
    const months = new Map<string, string>();
    for (const r of await db.select({ id: capacity.id, station_id: capacity.station_id, year: capacity.year, month: capacity.month }).from(capacity)) {
      months.set(`${r.station_id}|${r.year}|${r.month}`, r.id);
    }
    const pending = new Map<string, number>();
    const claimed = new Map<string, number>();
    const cityIdOf = (parsed: ParsedRow) => (parsed.values.get('city')?.columns.city_id as string | undefined) ?? null;

    return {
      match(parsed) {
        let stationId: string | undefined;
        let by: 'key' | 'name' = 'key';
        if (parsed.key) stationId = keys.get(parsed.key);
        if (!stationId) {
          by = 'name';
          const name = parsed.values.get('station_name')?.shown as string;
          const cityId = cityIdOf(parsed);
          const ids = byName.get(stationScope(cityId, name) ?? '') ?? [];
          if (ids.length > 1) return { kind: 'error', field: 'station_name', message: IMPORT_MESSAGES.ambiguous(ids.length) };
          if (ids.length === 0) {
            return parsed.key
              ? { kind: 'error', field: 'external_key', message: IMPORT_MESSAGES.unknownStationKey(parsed.key) }
              : { kind: 'error', field: 'station_name', message: IMPORT_MESSAGES.unknownStation(name, ctx.refs.cityById.get(cityId!)?.name ?? '') };
          }
          stationId = ids[0]!;
        }
        parsed.resolved.station_id = stationId;
        const { year, month } = periodOf(parsed);
        const period = `${stationId}|${year}|${month}`;
        const earlier = pending.get(period) ?? claimed.get(period);
        if (earlier !== undefined) return { kind: 'row', row: earlier };
        const id = months.get(period);
        if (!id) return { kind: 'none' };
        claimed.set(period, parsed.row);
        return { kind: 'record', id, by };
      },
      remember(parsed) {
        const { year, month } = periodOf(parsed);
        pending.set(`${String(parsed.resolved.station_id)}|${year}|${month}`, parsed.row);
      },
    };
  },

  createValues(parsed) {
    const { year, month } = periodOf(parsed);
    return { station_id: parsed.resolved.station_id, year, month, available_capacity: parsed.values.get('available_capacity')?.columns.available_capacity };
  },
};
