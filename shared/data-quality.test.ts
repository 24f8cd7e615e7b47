import { describe, expect, it } from 'vitest';
import { coverageSentence, GAP_KEYS, GAPS } from './data-quality';

describe('data quality definitions', () => {
  it('keys each gap once', () => {
    expect(new Set(GAP_KEYS).size).toBe(GAPS.length);
  });

  it('writes the coverage sentence with the suffix the number read aloud takes', () => {
    expect(coverageSentence(6)).toBe("Katalog, kurulu gücün %6'sını kapsıyor");
    expect(coverageSentence(5.96)).toBe("Katalog, kurulu gücün %6'sını kapsıyor");
    expect(coverageSentence(40)).toBe("Katalog, kurulu gücün %40'ını kapsıyor");
    expect(coverageSentence(50)).toBe("Katalog, kurulu gücün %50'sini kapsıyor");
    expect(coverageSentence(9.9)).toBe("Katalog, kurulu gücün %9,9'unu kapsıyor");
    expect(coverageSentence(100)).toBe("Katalog, kurulu gücün %100'ünü kapsıyor");
  });
});
