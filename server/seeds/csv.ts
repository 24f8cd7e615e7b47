import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCsv, type CsvRow } from '../lib/csv';
import { SEED_DATA_DIR } from '../project-root';

export async function readSeedCsv(fileName: string): Promise<CsvRow[]> {
  return parseCsv(await readFile(path.join(SEED_DATA_DIR, fileName), 'utf8'));
}
