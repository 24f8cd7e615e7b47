import { describe, expect, it } from 'vitest';
import { formatDate, formatInteger, formatNumber, formatPercent, formatShortDate, monthName } from './format';

describe('tr-TR formatting', () => {
  it('formats numbers with dot thousands and comma decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatInteger(1234567)).toBe('1.234.567');
    expect(formatNumber(null)).toBe('–');
  });

  it('formats shares as percent with one decimal', () => {
    expect(formatPercent(12.345)).toBe('%12,3');
  });

  it('formats dates in Turkish', () => {
    expect(formatDate('2025-11-22T10:00:00Z')).toBe('22 Kasım 2025');
    expect(formatShortDate('2025-01-05T10:00:00Z')).toBe('05.01.2025');
    expect(monthName(8)).toBe('Ağustos');
    expect(formatDate('kötü')).toBe('–');
  });
});
