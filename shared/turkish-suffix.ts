// A suffix after a number written in digits follows the number as it is read aloud: "%50" is read
// "yüzde elli", so "Üyelerin %50'si", and "%66,7" is read "yüzde altmış altı virgül yedi", so
// "%66,7'si". Only the last word read decides: its last vowel picks the suffix's vowel (ı/i/u/ü,
// four-way harmony), and a final vowel calls for the buffer "s" of the possessive -(s)I.

const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
/** The word after each group of three digits: 1 000 "bin", 1 000 000 "milyon", … */
const SCALES = ['', 'bin', 'milyon', 'milyar', 'trilyon', 'katrilyon', 'kentilyon'];

const VOWELS = 'aıoueiöü';
/** The vowel of -(s)I after a word whose last vowel is the key. */
const HARMONY: Record<string, string> = { a: 'ı', ı: 'ı', o: 'u', u: 'u', e: 'i', i: 'i', ö: 'ü', ü: 'ü' };

/** The last word read of a whole number given as digits ("0" → "sıfır", "2000" → "bin"). */
function lastWordOfDigits(digits: string): string {
  const trimmed = digits.replace(/^0+/, '');
  if (trimmed === '') return 'sıfır';
  const ones = Number(trimmed.at(-1));
  if (ones > 0) return ONES[ones]!;
  const tens = Number(trimmed.at(-2) ?? 0);
  if (tens > 0) return TENS[tens]!;
  if (Number(trimmed.at(-3) ?? 0) > 0) return 'yüz';
  // A round thousand, million, …: the scale word of its lowest group that is not zero is read last.
  const zeroGroups = Math.floor((trimmed.length - trimmed.replace(/0+$/, '').length) / 3);
  return SCALES[Math.min(zeroGroups, SCALES.length - 1)]!;
}

/**
 * The last word read of a number written the Turkish way ("1.234,5", "%66,7", "-3"): the decimals
 * are read after "virgül" as a number of their own, so "66,7" ends in "yedi".
 */
export function lastWordReadOf(written: string): string {
  const [whole = '', decimals] = written.replace(/[^\d,]/g, '').split(',');
  return decimals !== undefined && decimals !== '' ? lastWordOfDigits(decimals) : lastWordOfDigits(whole);
}

/** The third person possessive -(s)I after a Turkish word: "elli" → "si", "kırk" → "ı", "on" → "u". */
export function possessiveSuffixOf(word: string): string {
  const letters = word.toLocaleLowerCase('tr-TR');
  const lastVowel = [...letters].reverse().find((c) => VOWELS.includes(c));
  if (!lastVowel) return 'i';
  const vowel = HARMONY[lastVowel]!;
  return VOWELS.includes(letters.at(-1)!) ? `s${vowel}` : vowel;
}

/** A number as written with its possessive after an apostrophe: "%50" → "%50'si", "%66,7" → "%66,7'si". */
export function withPossessive(written: string): string {
  return `${written}'${possessiveSuffixOf(lastWordReadOf(written))}`;
}
