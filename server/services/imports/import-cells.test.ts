import { describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, IMPORT_KINDS, IMPORT_MESSAGES } from '../../../shared/schemas/imports';
import { booleanOf, dateOf, headerKey, nameKey, numberOf, textOf, yearOf } from './import-cells';
import { csvDelimiter, csvEncoding, cellOf, decodeCsv } from './read-table';

// The cell rules a Turkish spreadsheet needs (decision 039): decimals, dates, yes/no, headers, names.

describe('numbers', () => {
  it('reads Turkish decimals and thousands the way the forms do', () => {
    expect(numberOf('1.234,5')).toBe(1234.5);
    expect(numberOf('12,5')).toBe(12.5);
    expect(numberOf('1234.5')).toBe(1234.5);
    expect(numberOf('60.000')).toBe(60000);
    expect(numberOf('1.250.000')).toBe(1250000);
    expect(numberOf('1 234,5')).toBe(1234.5);
    expect(numberOf('-3,25')).toBe(-3.25);
    expect(numberOf(42.75)).toBe(42.75);
  });
  it('gives NaN for what is not a number and nothing for a blank cell', () => {
    expect(numberOf('abc')).toBeNaN();
    expect(numberOf('12 MW')).toBeNaN();
    expect(numberOf(new Date())).toBeNaN();
    expect(numberOf('  ')).toBeNull();
    expect(numberOf(null)).toBeNull();
  });
});

describe('years', () => {
  it('reads a year alone, as text or an Excel number, and nothing else', () => {
    expect(yearOf('2019')).toBe(2019);
    expect(yearOf(' 2019 ')).toBe(2019);
    expect(yearOf(2021)).toBe(2021);
    expect(yearOf(1899)).toBeNull();
    expect(yearOf('2019-06')).toBeNull();
    expect(yearOf(43_466)).toBeNull();
    expect(yearOf(2019.5)).toBeNull();
    expect(yearOf(null)).toBeNull();
  });
});

describe('dates', () => {
  it('reads gg.aa.yyyy, gg/aa/yyyy, yyyy-aa-gg, yyyy-aa and times after a date', () => {
    expect(dateOf('05.03.2024')).toBe('2024-03-05');
    expect(dateOf('5.3.2024')).toBe('2024-03-05');
    expect(dateOf('05/03/2024')).toBe('2024-03-05');
    expect(dateOf('2024-03-05')).toBe('2024-03-05');
    expect(dateOf('2024-03-05T10:20:00Z')).toBe('2024-03-05');
    expect(dateOf('2024-03')).toBe('2024-03-01');
  });
  it('reads Excel dates: a date cell and a day number', () => {
    expect(dateOf(new Date(Date.UTC(2023, 11, 31)))).toBe('2023-12-31');
    expect(dateOf(45292)).toBe('2024-01-01');
    expect(dateOf('45292')).toBe('2024-01-01');
  });
  it('refuses impossible days and other text', () => {
    expect(dateOf('31.02.2024')).toBe('invalid');
    expect(dateOf('2024-13')).toBe('invalid');
    expect(dateOf('2024')).toBe('invalid');
    expect(dateOf('geçen yıl')).toBe('invalid');
    expect(dateOf('')).toBeNull();
  });
});

describe('other cells', () => {
  it('reads yes and no in Turkish', () => {
    expect(booleanOf('Evet')).toBe(true);
    expect(booleanOf('HAYIR')).toBe(false);
    expect(booleanOf('x')).toBe(true);
    expect(booleanOf(0)).toBe(false);
    expect(booleanOf('belki')).toBe('invalid');
  });
  it('writes a whole number without decimals and a date cell as a date', () => {
    expect(textOf(154)).toBe('154');
    expect(textOf(4012345678)).toBe('4012345678');
    expect(textOf(new Date(Date.UTC(2024, 0, 2)))).toBe('2024-01-02');
    expect(textOf('  Konya ')).toBe('Konya');
  });
  it('reads exceljs rich text, formulas, links and errors as plain values', () => {
    expect(cellOf({ richText: [{ text: 'Kalyon ' }, { text: 'GES' }] })).toBe('Kalyon GES');
    expect(cellOf({ formula: 'A1*2', result: 12 })).toBe(12);
    expect(cellOf({ text: 'site', hyperlink: 'https://ornek.com' })).toBe('site');
    expect(cellOf({ error: '#N/A' })).toBeNull();
  });
});

describe('folding', () => {
  it('matches headers whatever their case, Turkish letters, spaces and punctuation', () => {
    expect(headerKey('Kurulu Güç (MWe)')).toBe(headerKey('KURULU GUC MWE'));
    expect(headerKey('İl')).toBe(headerKey('il'));
    expect(headerKey('Tesis Adı')).toBe(headerKey('TESİS ADI'));
    expect(headerKey('Kurulu Güç (MWp)')).not.toBe(headerKey('Kurulu Güç (MWe)'));
  });
  it('matches names folded, punctuation as spaces', () => {
    expect(nameKey('Kalyon-Karapınar GES')).toBe(nameKey('KALYON  KARAPINAR GES'));
    expect(nameKey('Işık Enerji')).toBe(nameKey('ışık enerji'));
  });
  it('gives every field of a kind headers no other field of it shares', () => {
    for (const kind of IMPORT_KINDS) {
      const owner = new Map<string, string>();
      for (const field of IMPORT_FIELDS[kind]) {
        for (const key of new Set([...field.headers, field.field].map(headerKey))) {
          expect(owner.get(key) ?? field.field, `${kind}: "${key}"`).toBe(field.field);
          owner.set(key, field.field);
        }
      }
    }
  });
});

describe('CSV sniffing', () => {
  it('takes the delimiter the lines use most, outside quotes', () => {
    expect(csvDelimiter('Tesis Adı;İl;Güç\n"A, B";Konya;1,5\n')).toBe(';');
    expect(csvDelimiter('name,province\n"Konya; Karapınar",Konya\n')).toBe(',');
    expect(csvDelimiter('a\tb\tc\n1\t2\t3\n')).toBe('\t');
  });
  it('reads a file that is not UTF-8 as Windows-1254 (Excel in Turkish)', () => {
    expect(csvEncoding(Buffer.from('Şanlıurfa', 'utf8'))).toBe('utf-8');
    expect(csvEncoding(Uint8Array.from([0xde, 0x61, 0x6e, 0x6c, 0xfd, 0x75, 0x72, 0x66, 0x61]))).toBe('windows-1254');
    // Decided on the whole file: a Windows-1254 letter after 64 KB of ASCII makes it Windows-1254.
    expect(csvEncoding(Buffer.concat([Buffer.alloc(70 * 1024, 0x41), Uint8Array.from([0xde])]))).toBe('windows-1254');
  });
  it('refuses a character that cannot be read, or two encodings in one file, naming the row', () => {
    const ascii = 'Tesis Adı;İl\r\n"Çok\nsatırlı";Konya\r\n';
    // Byte 0x81 is neither UTF-8 nor a Windows-1254 letter; the quoted line break keeps it in row 3.
    expect(() => decodeCsv(Buffer.concat([Buffer.from('Tesis Adi;Il\r\n"Cok\nsatirli";Konya\r\nA', 'latin1'), Uint8Array.from([0x81]), Buffer.from(';Konya\r\n')]))).toThrow(
      IMPORT_MESSAGES.unreadable(3),
    );
    // A replacement character already in a UTF-8 file (damaged before it came).
    expect(() => decodeCsv(Buffer.from(`${ascii}Kay\uFFFDp GES;Konya\r\n`, 'utf8'))).toThrow(IMPORT_MESSAGES.unreadable(3));
    // A Windows-1254 row (row 2) and a UTF-8 row (row 3): the UTF-8 one is named.
    const mixed = Buffer.concat([Buffer.from('Tesis;Il\r\n'), Uint8Array.from([0xde, 0x61, 0x6e, 0x6c, 0xfd, 0x3b, 0x41, 0x0d, 0x0a]), Buffer.from('Şanlıurfa;B\r\n', 'utf8')]);
    expect(() => decodeCsv(mixed)).toThrow(IMPORT_MESSAGES.mixedEncoding(3));
    expect(decodeCsv(Buffer.from(ascii, 'utf8'))).toBe(ascii);
  });
});
