import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// What a newcomer reads: every decision record has the one header format of docs/decisions/README.md,
// and every rule a comment cites is a section of docs/product-rules.md, not a document outside the
// repository.

const decisions = join(process.cwd(), 'docs/decisions');
const records = readdirSync(decisions).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe('decision records', () => {
  it.each(records)('%s: title, then Status, Context, Decision, Consequences in that order', (name) => {
    const text = readFileSync(join(decisions, name), 'utf8');
    expect(text).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual(['Status', 'Context', 'Decision', 'Consequences']);
    // The status is one paragraph right under its heading, in one style.
    expect(text).toMatch(/## Status\n\n(Accepted|Rejected for now) \([^)]+\)/);
  });
});

describe('product rules', () => {
  const anchors = new Set([...readFileSync(join(process.cwd(), 'docs/product-rules.md'), 'utf8').matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1]));
  const tracked = execFileSync('git', ['ls-files', 'server', 'client', 'shared', 'scripts', 'e2e'], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => /\.(ts|tsx|mjs|js)$/.test(path));

  it('no source file cites a section of a document outside the repository', () => {
    const outside = /\bspec [123] §|DESIGN(\.md)? rule/;
    expect(tracked.filter((path) => outside.test(readFileSync(path, 'utf8')))).toEqual([]);
  });

  it('every cited anchor is a section of docs/product-rules.md', () => {
    const missing: string[] = [];
    for (const path of tracked) {
      for (const match of readFileSync(path, 'utf8').matchAll(/docs\/product-rules\.md#([\w-]+)((?:, #[\w-]+)*)/g)) {
        for (const anchor of [match[1]!, ...[...match[2]!.matchAll(/#([\w-]+)/g)].map((m) => m[1]!)]) if (!anchors.has(anchor)) missing.push(`${path}: #${anchor}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
