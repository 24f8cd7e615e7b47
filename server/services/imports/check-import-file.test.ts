import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { csvFile, xlsxFile } from '../../test/import-fixtures';
import { checkImportFile } from './check-import-file';

// An import file is checked by its name, size and content before any parser reads it (issue 43).

describe('import file checks', () => {
  let dir: string;
  const file = async (name: string, data: Uint8Array | string) => {
    const target = path.join(dir, name);
    await writeFile(target, data);
    return target;
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gv-import-check-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('takes a CSV and an XLSX by their content', async () => {
    expect(await checkImportFile(await file('a.csv', csvFile([['Tesis Adı', 'İl']])), 'santraller.CSV')).toMatchObject({ format: 'csv' });
    expect(await checkImportFile(await file('a.xlsx', await xlsxFile([['Tesis Adı']])), 'santraller.xlsx')).toMatchObject({ format: 'xlsx' });
  });

  it('refuses other extensions, an empty file, binary CSV and an XLSX that is not one', async () => {
    await expect(checkImportFile(await file('b.txt', 'a;b'), 'liste.txt')).rejects.toThrow(UPLOAD_MESSAGES.importOnly);
    await expect(checkImportFile(await file('b.xls', 'a;b'), 'liste.xls')).rejects.toThrow(UPLOAD_MESSAGES.importOnly);
    await expect(checkImportFile(await file('empty.csv', ''), 'bos.csv')).rejects.toThrow(UPLOAD_MESSAGES.empty);
    await expect(checkImportFile(await file('bin.csv', Uint8Array.from([1, 0, 2, 0])), 'ikili.csv')).rejects.toThrow(UPLOAD_MESSAGES.importInvalid);
    await expect(checkImportFile(await file('zip.csv', await xlsxFile([['a']])), 'gizli.csv')).rejects.toThrow(UPLOAD_MESSAGES.importInvalid);
    await expect(checkImportFile(await file('text.xlsx', 'Tesis Adı;İl'), 'sahte.xlsx')).rejects.toThrow(UPLOAD_MESSAGES.importInvalid);
    const notWorkbook = zipSync({ 'doc.kml': strToU8('<kml/>') });
    await expect(checkImportFile(await file('kmz.xlsx', notWorkbook), 'harita.xlsx')).rejects.toThrow(UPLOAD_MESSAGES.importInvalid);
  });

  it('stops an XLSX whose parts inflate past the limit (a zip bomb) before a parser sees it', async () => {
    const bomb = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>'), 'xl/sharedStrings.xml': new Uint8Array(8 * 1024 * 1024).fill(0x41) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    const target = await file('bomb.xlsx', bomb);
    await expect(checkImportFile(target, 'bomba.xlsx', 4 * 1024 * 1024)).rejects.toMatchObject({ statusCode: 413, message: UPLOAD_MESSAGES.importTooLarge });
    expect(await checkImportFile(target, 'bomba.xlsx', 16 * 1024 * 1024)).toMatchObject({ format: 'xlsx' });
  });
});
