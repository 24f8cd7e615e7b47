import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { columnsSchema, fromColumns, toColumns } from './columns';

// The station map is sent as columns (decision 018): each field's name once, the rows rebuilt in the browser.

const row = z.object({ id: z.string(), power: z.number().nullable(), kml: z.boolean() });
const rows = [
  { id: 'a', power: 1.5, kml: true },
  { id: 'b', power: null, kml: false },
];

describe('columns', () => {
  it('turns rows into one array per field and back, in the fields order', () => {
    const columns = toColumns(rows, ['id', 'power', 'kml']);
    expect(columns).toEqual({ id: ['a', 'b'], power: [1.5, null], kml: [true, false] });
    expect(JSON.stringify(columns).length).toBeLessThan(JSON.stringify(rows).length);
    expect(fromColumns(columns)).toEqual(rows);
    expect(fromColumns(toColumns([], ['id', 'power', 'kml']))).toEqual([]);
  });

  it('checks each column against its field, and that the columns are of one length', () => {
    const schema = columnsSchema(row);
    expect(schema.safeParse(toColumns(rows, ['id', 'power', 'kml'])).success).toBe(true);
    expect(schema.safeParse({ id: ['a'], power: ['çok'], kml: [true] }).success).toBe(false);
    expect(schema.safeParse({ id: ['a', 'b'], power: [1], kml: [true, false] }).success).toBe(false);
    expect(schema.parse({ id: ['a'], power: [1], kml: [true], secret: ['gizli'] })).toEqual({ id: ['a'], power: [1], kml: [true] });
  });
});
