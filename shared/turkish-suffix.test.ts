import { describe, expect, it } from 'vitest';
import { lastWordReadOf, possessiveSuffixOf, withPossessive } from './turkish-suffix';

// "%50'i" read "yüzde ellii": the suffix must follow the number as it is read
// (docs/reliability.md#second-attack-pass, finding 20).

describe('the possessive after a number', () => {
  it.each([
    ['%0', 'sıfır', "%0'ı"],
    ['%1', 'bir', "%1'i"],
    ['%2', 'iki', "%2'si"],
    ['%3', 'üç', "%3'ü"],
    ['%4', 'dört', "%4'ü"],
    ['%5', 'beş', "%5'i"],
    ['%6', 'altı', "%6'sı"],
    ['%7', 'yedi', "%7'si"],
    ['%8', 'sekiz', "%8'i"],
    ['%9', 'dokuz', "%9'u"],
    ['%10', 'on', "%10'u"],
    ['%20', 'yirmi', "%20'si"],
    ['%30', 'otuz', "%30'u"],
    ['%40', 'kırk', "%40'ı"],
    ['%50', 'elli', "%50'si"],
    ['%60', 'altmış', "%60'ı"],
    ['%70', 'yetmiş', "%70'i"],
    ['%80', 'seksen', "%80'i"],
    ['%90', 'doksan', "%90'ı"],
    ['%100', 'yüz', "%100'ü"],
    ['%66,7', 'yedi', "%66,7'si"],
    ['%12,5', 'beş', "%12,5'i"],
    ['%33,3', 'üç', "%33,3'ü"],
    ['%99,9', 'dokuz', "%99,9'u"],
    ['%0,5', 'beş', "%0,5'i"],
    ['%7,0', 'sıfır', "%7,0'ı"],
    ['%16,66', 'altı', "%16,66'sı"],
    ['%16,6', 'altı', "%16,6'sı"],
    ['%45', 'beş', "%45'i"],
    ['%76', 'altı', "%76'sı"],
    ['%200', 'yüz', "%200'ü"],
    ['1.000', 'bin', "1.000'i"],
    ['2.000.000', 'milyon', "2.000.000'u"],
    ['3.000.000.000', 'milyar', "3.000.000.000'ı"],
    ['1.500', 'yüz', "1.500'ü"],
    ['-3', 'üç', "-3'ü"],
  ])('%s is read ending in "%s": %s', (written, word, expected) => {
    expect(lastWordReadOf(written)).toBe(word);
    expect(withPossessive(written)).toBe(expected);
  });

  it('follows four-way harmony and the buffer s after a vowel for any word', () => {
    expect(['elli', 'altı', 'yedi', 'kırk', 'otuz', 'dört', 'yüz', 'milyon', 'ORAN'].map(possessiveSuffixOf)).toEqual(['si', 'sı', 'si', 'ı', 'u', 'ü', 'ü', 'u', 'ı']);
  });
});
