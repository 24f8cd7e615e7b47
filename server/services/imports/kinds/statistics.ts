import { optionalText } from '../../../../shared/schemas/form-values';
import { complementOfSplit, installedPowerEntrySchema, productionEntrySchema, rescaleSplit, statPercentages } from '../../../../shared/schemas/statistics-entry';
import type { ImportKind } from '../../../../shared/schemas/imports';
import { sameValue } from '../../admin/changed-columns';
import { installed_power_stats, production_stats } from '../../../db/schema/statistics';
import { booleanOf } from '../import-cells';
import { IMPORT_MESSAGES } from '../../../../shared/schemas/imports';
import { columnsOf, numberField, periodLabel, readFields, textField, type FieldReader, type ImportKindDefinition, type Matcher, type ParsedRow, type StoredRecord } from './kind';

// National installed power and production per month: the statistics entry form's rules
// (installedPowerEntrySchema, productionEntrySchema) on the record as it would be stored, its
// licensed/unlicensed split completed and its percentages computed the way the form does. The total
// and renewable figures may be left empty where the source publishes only the solar one: they stay
// unknown, their shares too, and the order rules hold between the figures that are known
// (docs/decisions/055-every-researched-figure-and-the-truth-by-default.md).

interface StatColumns {
  electric: string;
  renewable: string;
  solar: string;
  licensed: string;
  unlicensed: string;
}

function statisticsImport(kind: Extract<ImportKind, 'installed_power' | 'production'>): ImportKindDefinition {
  const table = kind === 'installed_power' ? installed_power_stats : production_stats;
  const schema = kind === 'installed_power' ? installedPowerEntrySchema : productionEntrySchema;
  const c: StatColumns =
    kind === 'installed_power'
      ? { electric: 'total_electric_power', renewable: 'total_renewable_power', solar: 'total_solar_power', licensed: 'total_licensed_solar', unlicensed: 'total_unlicensed_solar' }
      : {
          electric: 'total_electric_production',
          renewable: 'total_renewable_production',
          solar: 'total_solar_production',
          licensed: 'total_licensed_solar_production',
          unlicensed: 'total_unlicensed_solar_production',
        };
  const shape = schema.shape as Record<string, Parameters<typeof numberField>[1]>;
  const readers: Record<string, FieldReader> = {
    year: numberField('year', shape.year!),
    month: numberField('month', shape.month!),
    source_url: textField('source', optionalText(500)),
    is_estimate: (cell) => {
      const value = booleanOf(cell);
      return value === 'invalid' ? { error: IMPORT_MESSAGES.boolean } : { columns: { is_estimate: value }, shown: value };
    },
    ...Object.fromEntries(Object.values(c).map((column) => [column, numberField(column, shape[column]!)])),
  };
  const periodOf = (parsed: ParsedRow) => ({ year: parsed.values.get('year')?.columns.year, month: parsed.values.get('month')?.columns.month });

  return {
    kind,
    table: kind === 'installed_power' ? 'installed_power_stats' : 'production_stats',
    nameField: 'month',
    entity: null,
    provenance: { columns: { generatedMark: false } },

    read(cells, row, ctx, headerOf) {
      const parsed = readFields(kind, readers, cells, row, ctx, headerOf);
      const { year, month } = periodOf({ ...parsed, label: '', resolved: {} });
      return { ...parsed, resolved: {}, label: year && month ? periodLabel(year, month) : `${row}. satır` };
    },

    async prepare(db): Promise<Matcher> {
      const stored = new Map<string, string>();
      for (const r of await db.select({ id: table.id, year: table.year, month: table.month }).from(table)) stored.set(`${r.year}|${r.month}`, r.id);
      const seen = new Map<string, number>();
      return {
        match(parsed) {
          const { year, month } = periodOf(parsed);
          const period = `${String(year)}|${String(month)}`;
          const earlier = seen.get(period);
          if (earlier !== undefined) return { kind: 'row', row: earlier };
          seen.set(period, parsed.row);
          const id = stored.get(period);
          return id ? { kind: 'record', id, by: 'key' } : { kind: 'none' };
        },
        remember() {},
      };
    },

    createValues(parsed) {
      return { is_estimate: false, ...columnsOf(parsed) };
    },

    derive(stored, set, parsed) {
      const value = (column: string) => (column in set ? set[column] : (stored?.[column] ?? null)) as number | null;
      const out: Record<string, unknown> = {};
      const solar = value(c.solar);
      const licensedSent = parsed.values.has(c.licensed);
      const unlicensedSent = parsed.values.has(c.unlicensed);
      // The form's own split rules: one half given, the other is what is left of the solar total;
      // a new solar total alone rescales a stored split.
      if (solar !== null && licensedSent && !unlicensedSent) out[c.unlicensed] = complementOfSplit(solar, value(c.licensed)!);
      else if (solar !== null && unlicensedSent && !licensedSent) out[c.licensed] = complementOfSplit(solar, value(c.unlicensed)!);
      else if (stored && !licensedSent && !unlicensedSent && c.solar in set && stored[c.licensed] !== null && stored[c.unlicensed] !== null) {
        const split = rescaleSplit(Number(stored[c.solar]), solar!, Number(stored[c.licensed]));
        out[c.licensed] = split.licensed;
        out[c.unlicensed] = split.unlicensed;
      }
      if (!stored || [c.electric, c.renewable, c.solar].some((column) => column in set)) {
        const electric = value(c.electric);
        const renewable = value(c.renewable);
        const shares = statPercentages(electric ?? 0, renewable ?? 0, solar ?? 0);
        // A share of an unknown figure is unknown, not 0.
        out.renewable_percentage = electric !== null && renewable !== null ? shares.renewable_percentage : null;
        out.solar_percentage = renewable !== null ? shares.solar_percentage : null;
      }
      return Object.fromEntries(Object.entries(out).filter(([column, v]) => !stored || !sameValue(stored[column], v)));
    },

    check(merged: StoredRecord) {
      const num = (column: string) => (merged[column] === null || merged[column] === undefined ? null : Number(merged[column]));
      const solar = num(c.solar);
      const noSplit = num(c.licensed) === null && num(c.unlicensed) === null;
      // Without a split the form's split rule has nothing to hold; its other rules still do.
      // An unknown total or renewable figure stands in as the next known one below it, so the
      // order rules compare only the figures that are known.
      const renewable = num(c.renewable) ?? solar;
      const entry = {
        year: num('year'),
        month: num('month'),
        [c.electric]: num(c.electric) ?? renewable,
        [c.renewable]: renewable,
        [c.solar]: solar,
        [c.licensed]: noSplit ? solar : num(c.licensed),
        [c.unlicensed]: noSplit ? 0 : num(c.unlicensed),
      };
      const result = schema.safeParse(entry);
      if (result.success) return [];
      return result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? c.solar), message: issue.message }));
    },
  };
}

export const installedPowerImport = statisticsImport('installed_power');
export const productionImport = statisticsImport('production');
