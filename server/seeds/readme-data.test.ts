import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { REAL_DATA_DIR, REAL_IMPORTS } from './real-catalog';
import { SEED_SOURCES } from './sources';

// The README's "Data and sources" says what a new installation is seeded with: its table must be the
// importer's own list (server/seeds/real-catalog.ts), with each file's source, licence and row count,
// so the two cannot drift apart again.

const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Data and sources'), readme.indexOf('\n## ', readme.indexOf('## Data and sources') + 1));

/** The table's body rows, cell by cell. */
const tableRows = section
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('| ') && !line.startsWith('| Data ') && !line.startsWith('|---'))
  .map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );

describe("the README's data and sources", () => {
  it('lists every seeded file in the importer\'s order, with its source, licence and row count', () => {
    const expected = REAL_IMPORTS.map(({ file, source }) => {
      const seedSource = SEED_SOURCES.find((s) => s.key === source)!;
      const rows = (parse(readFileSync(path.join(REAL_DATA_DIR, file)), { columns: true, bom: true, skip_empty_lines: true }) as unknown[]).length;
      return [`\`${file}\``, seedSource.name, seedSource.licence, String(rows)];
    });
    expect(tableRows.map((cells) => cells.slice(1))).toEqual(expected);
  });

  it('says that only the stations\' capacities are generated, and where the app lists its sources', () => {
    const generated = REAL_IMPORTS.filter(({ source }) => 'is_generated' in SEED_SOURCES.find((s) => s.key === source)!).map(({ file }) => file);
    expect(generated).toEqual(['station-capacities-generated.csv']);
    expect(section).toMatch(/only their monthly capacities are\s+\*\*generated\*\*/);
    expect(section).not.toMatch(/station definitions[^.]*generated/i);
    expect(section).toContain('`/veri-kaynaklari`');
  });
});
