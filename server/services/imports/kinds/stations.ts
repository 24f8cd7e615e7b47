import { stationDefinitionFormSchema } from '../../../../shared/schemas/admin/stations';
import { transformer_station_definitions as station } from '../../../db/schema/stations';
import { nameKey } from '../import-cells';
import { cityField, columnsOf, numberField, readFields, textField, type FieldReader, type ImportKindDefinition, type ParsedRow } from './kind';
import { indexName, loadSourceKeys, recordMatcher, type Candidate } from './record-matcher';

// Transformer station definitions: the definition form's rules (stationDefinitionFormSchema); matched
// by key (an OSM id), else by folded name within the province.

const shape = stationDefinitionFormSchema.shape;

const readers: Record<string, FieldReader> = {
  station_name: textField('station_name', shape.station_name, { sameName: true }),
  city: cityField,
  operator: textField('operator', shape.operator),
  connection_level: textField('connection_level', shape.connection_level),
  busbar: textField('busbar', shape.busbar),
  latitude: numberField('latitude', shape.latitude),
  longitude: numberField('longitude', shape.longitude),
};

/** "<province>|<folded name>": how a station is found by name (also by the capacities import). */
export function stationScope(cityId: string | null | undefined, name: string | null | undefined): string | null {
  return cityId && name ? `${cityId}|${nameKey(name)}` : null;
}

const scopeOf = (parsed: ParsedRow) =>
  stationScope(parsed.values.get('city')?.columns.city_id as string | undefined, parsed.values.get('station_name')?.shown as string | undefined);

export const stationsImport: ImportKindDefinition = {
  kind: 'stations',
  table: 'transformer_station_definitions',
  nameField: 'station_name',
  entity: 'station',
  provenance: { link: { table: 'station_sources', recordColumn: 'station_id' } },

  read(cells, row, ctx, headerOf) {
    const parsed = readFields('stations', readers, cells, row, ctx, headerOf);
    return { ...parsed, resolved: {}, label: (parsed.values.get('station_name')?.shown as string | undefined) ?? `${row}. satır` };
  },

  async prepare(db, ctx) {
    const keys = await loadSourceKeys(db, 'station_sources', 'station_id', ctx.source?.id ?? null);
    const names = new Map<string, Candidate[]>();
    for (const r of await db.select({ id: station.id, name: station.station_name, city_id: station.city_id }).from(station)) {
      indexName(names, stationScope(r.city_id, r.name)!, { id: r.id, row: null });
    }
    return recordMatcher({ nameField: 'station_name', keys, names, scopeOf });
  },

  createValues(parsed, ctx) {
    return { ...columnsOf(parsed), is_generated: ctx.source?.is_generated ?? false };
  },
};
