import { describe, expect, it } from 'vitest';
import { lastDigestDue } from './deliveries';

// The moment a start's digest catch-up looks back to (decision 056): 08:00 in Istanbul (UTC+3), the
// weekly one on a Monday.
describe('lastDigestDue', () => {
  const due = (period: 'daily' | 'weekly', at: string) => lastDigestDue(period, new Date(at)).toISOString();

  it("is today's 08:00 once it has passed, yesterday's before", () => {
    expect(due('daily', '2026-11-29T12:00:00Z')).toBe('2026-11-29T05:00:00.000Z');
    expect(due('daily', '2026-11-29T05:00:00Z')).toBe('2026-11-29T05:00:00.000Z');
    expect(due('daily', '2026-11-29T04:59:00Z')).toBe('2026-11-28T05:00:00.000Z');
    // 00:30 in Istanbul is still the previous UTC day's evening.
    expect(due('daily', '2026-11-28T21:30:00Z')).toBe('2026-11-28T05:00:00.000Z');
  });

  it("is the week's Monday 08:00 for the weekly digest, the previous Monday's before it", () => {
    expect(due('weekly', '2026-11-29T12:00:00Z')).toBe('2026-11-23T05:00:00.000Z');
    expect(due('weekly', '2026-11-30T05:00:00Z')).toBe('2026-11-30T05:00:00.000Z');
    expect(due('weekly', '2026-11-30T04:59:00Z')).toBe('2026-11-23T05:00:00.000Z');
    expect(due('weekly', '2026-11-30T22:00:00Z')).toBe('2026-11-30T05:00:00.000Z');
  });
});
