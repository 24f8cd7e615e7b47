import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// public/boot.js, the one inline script: what it does before the app's scripts run.
const BOOT = readFileSync('public/boot.js', 'utf8');
const run = () => window.eval(BOOT);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  document.documentElement.className = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('boot script', () => {
  it("applies the member's saved theme, else the system's, before anything else runs", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }));
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    localStorage.setItem('theme', 'light');
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it("warms ICU's Turkish locale and Istanbul time in a task of its own, not while the page is parsed", () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    run();
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(dates).toHaveBeenCalledWith('tr-TR', { timeZone: 'Europe/Istanbul' });
    expect(numbers).toHaveBeenCalledWith('tr-TR');
  });
});
