import type { core } from 'zod';
import { z } from '../zod';

/**
 * A long list sent as one array per field, so each field's name travels once instead of once per
 * row. The station map, the API's largest answer, shrinks by nearly half, and the server spends less
 * writing and compressing it (decision 018).
 */
export type Columns<Row> = { [Key in keyof Row]: Row[Key][] };

/** The columns' schema of a row schema: each field an array of that field, all of one length. */
export function columnsSchema<Shape extends core.$ZodShape>(row: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(Object.entries(row.shape).map(([key, field]) => [key, z.array(field)])) as {
    [Key in keyof Shape]: z.ZodArray<Shape[Key]>;
  };
  return z.object(shape).refine((columns) => new Set(Object.values(columns).map((values) => (values as unknown[]).length)).size <= 1, {
    message: 'Sütunların uzunlukları farklı.',
  });
}

/** Rows to columns, in the order of `keys` (the row schema's fields). */
export function toColumns<Row extends object>(rows: readonly Row[], keys: readonly (keyof Row)[]): Columns<Row> {
  return Object.fromEntries(keys.map((key) => [key, rows.map((row) => row[key])])) as Columns<Row>;
}

/** Columns back to rows (the browser's side). */
export function fromColumns<Row extends object>(columns: Columns<Row>): Row[] {
  const keys = Object.keys(columns) as (keyof Row)[];
  const length = keys.length > 0 ? columns[keys[0]!].length : 0;
  return Array.from({ length }, (_, index) => Object.fromEntries(keys.map((key) => [key, columns[key][index]])) as Row);
}
