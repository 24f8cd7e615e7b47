import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://gunesveri.example';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/profile?tab=password#x', ORIGIN)).toBe('/profile?tab=password#x');
  });

  it('refuses other sites and odd values', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/.//evil.test/x', '/./\\evil.test', 'profile', '', null, undefined]) {
      expect(safeRedirectPath(value, ORIGIN)).toBeNull();
    }
  });
});
