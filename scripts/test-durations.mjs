#!/usr/bin/env node
// `npm run test:durations`: writes each Vitest file's measured time from the last `npm test`'s JSON
// report into scripts/test-durations.json, which orders the next runs longest first (scripts/test-order.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const REPORT = 'dist/vitest-report.json';
const report = JSON.parse(readFileSync(path.join(ROOT, REPORT), 'utf8'));
const durations = {};
for (const file of [...report.testResults].sort((a, b) => (a.name < b.name ? -1 : 1))) {
  durations[path.relative(ROOT, file.name)] = Math.round((file.endTime - file.startTime) / 100) / 10;
}
writeFileSync(path.join(ROOT, 'scripts/test-durations.json'), `${JSON.stringify(durations, null, 1)}\n`);
console.log(`${Object.keys(durations).length} dosyanın süresi yazıldı: scripts/test-durations.json`);
