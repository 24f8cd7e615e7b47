import { describe, expect, it } from 'vitest';
import { mwhToGwh } from '../statistics-display';
import { statisticsQuerySchema } from './statistics';

describe('statistics contracts', () => {
  it('shows production in GWh (MWh / 1000)', () => {
    expect(mwhToGwh(31_457_250)).toBe(31_457.25);
    expect(mwhToGwh(0)).toBe(0);
    expect(mwhToGwh(null)).toBeNull();
  });

  it('reads only a four-digit year', () => {
    expect(statisticsQuerySchema.parse({ year: '2025' })).toEqual({ year: 2025 });
    expect(statisticsQuerySchema.parse({ year: '25' })).toEqual({ year: undefined });
    expect(statisticsQuerySchema.parse({ year: '2025; DROP' })).toEqual({ year: undefined });
    expect(statisticsQuerySchema.parse({})).toEqual({ year: undefined });
  });
});
