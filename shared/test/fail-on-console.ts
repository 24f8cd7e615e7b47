import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

// A test fails on a console.error or console.warn it did not expect (React's act() and key warnings, a
// rejected query, a prop type slip, a pool's connection error), as the browser journeys already fail
// on one, and on a Node process warning (a deprecation such as node-postgres's "client is already
// executing a query", which it prints once per process and its next major turns into an error).
// A test that means to log says so with expectConsole(pattern): the lines it matches are allowed.

const methods = ['error', 'warn'] as const;
let unexpected: string[] = [];
let allowed: RegExp[] = [];
const originals = { error: console.error, warn: console.warn };

/** Process warnings since the last test began: one listener per worker, whichever file loaded this first. */
const WARNINGS = Symbol.for('gunesveri.process-warnings');
const store = globalThis as unknown as Record<symbol, string[] | undefined>;
if (!store[WARNINGS]) {
  const seen: string[] = (store[WARNINGS] = []);
  process.on('warning', (warning) => seen.push(`process warning: ${warning.name}: ${warning.message}`));
}
const warnings = store[WARNINGS];

/** Allows console.error/warn lines (and process warnings) matching `pattern` in the current test. */
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
  const found = [...unexpected, ...warnings.filter((line) => !allowed.some((pattern) => pattern.test(line)))];
  warnings.length = 0;
  if (found.length > 0) throw new Error(`Unexpected console output:\n${found.join('\n')}`);
});
