import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

// A component test fails on a console.error or console.warn it did not expect (React's act() and
// key warnings, a rejected query, a prop type slip), as the browser journeys already fail on one.
// A test that means to log says so with expectConsole(pattern): the lines it matches are allowed.

const methods = ['error', 'warn'] as const;
let unexpected: string[] = [];
let allowed: RegExp[] = [];
const originals = { error: console.error, warn: console.warn };

/** Allows console.error/warn lines matching `pattern` in the current test. */
export function expectConsole(pattern: RegExp) {
  allowed.push(pattern);
}

beforeEach(() => {
  unexpected = [];
  allowed = [];
  for (const method of methods) {
    console[method] = (...args: unknown[]) => {
      const line = format(...args);
      if (!allowed.some((pattern) => pattern.test(line))) unexpected.push(`console.${method}: ${line}`);
    };
  }
});

afterEach(() => {
  for (const method of methods) console[method] = originals[method];
  if (unexpected.length > 0) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
});
