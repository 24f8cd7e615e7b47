import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { csvFile, xlsxFile } from '../../test/import-fixtures';
import { checkImportFile } from './check-import-file';

// An import file is checked by its name, size and content before any parser reads it (decisions 039, 050).

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

  it('refuses an XLSX with more shared strings, or larger ones, than exceljs may hold, counting them however the zip cuts them', async () => {
    const strings = (n: number) => Array.from({ length: n }, (_, i) => `Metin ${i}`);
    const sheet = await xlsxFile([['Tesis Adı', 'İl', 'Not'], ...strings(300).map((text, i) => [`GES ${i}`, 'Konya', text])]);
    const target = await file('metin.xlsx', sheet);
    // 604 distinct texts: the header's three, two per row and the repeated "Konya" once.
    expect(await checkImportFile(target, 'metin.xlsx', { sharedStrings: 604 })).toMatchObject({ format: 'xlsx' });
    await expect(checkImportFile(target, 'metin.xlsx', { sharedStrings: 603 })).rejects.toMatchObject({ statusCode: 413, message: UPLOAD_MESSAGES.xlsxTooManyStrings });
    await expect(checkImportFile(target, 'metin.xlsx', { sharedStringsBytes: 4 * 1024 })).rejects.toMatchObject({ statusCode: 413, message: UPLOAD_MESSAGES.xlsxTooManyStrings });
    // Tags cut across the inflated chunks (prefixed, as some writers do) are counted once each.
    const many = `<sst>${'<x:si><x:t>a</x:t></x:si>'.repeat(70_000)}</sst>`;
    const split = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>'), 'xl/sharedStrings.xml': strToU8(many) });
    const splitTarget = await file('bol.xlsx', split);
    expect(await checkImportFile(splitTarget, 'bol.xlsx', { sharedStrings: 70_000 })).toMatchObject({ format: 'xlsx' });
    await expect(checkImportFile(splitTarget, 'bol.xlsx', { sharedStrings: 69_999 })).rejects.toMatchObject({ message: UPLOAD_MESSAGES.xlsxTooManyStrings });
  });

  it('stops an XLSX whose parts inflate past the limit (a zip bomb) before a parser sees it', async () => {
    const bomb = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>'), 'xl/sharedStrings.xml': new Uint8Array(8 * 1024 * 1024).fill(0x41) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    const target = await file('bomb.xlsx', bomb);
    await expect(checkImportFile(target, 'bomba.xlsx', { inflated: 4 * 1024 * 1024, sharedStringsBytes: Infinity })).rejects.toMatchObject({ statusCode: 413, message: UPLOAD_MESSAGES.importTooLarge });
    expect(await checkImportFile(target, 'bomba.xlsx', { inflated: 16 * 1024 * 1024, sharedStringsBytes: Infinity })).toMatchObject({ format: 'xlsx' });
  });
});
