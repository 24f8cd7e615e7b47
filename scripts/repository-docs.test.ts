import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// What a newcomer reads: every decision record has the one header format of docs/decisions/README.md,
// and every rule a comment cites is in the repository: a section of docs/ that exists or a decision
// record, never an issue number or a document outside the repository.

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

describe('citations in source', () => {
  // Source files, the tools' configs at the root included.
  const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((path) => /\.(ts|tsx|mjs|js)$/.test(path) && (!path.includes('/') || /^(server|client|shared|scripts|e2e|test-fixtures)\//.test(path)));
  const texts = new Map(tracked.map((path) => [path, readFileSync(path, 'utf8')]));
  const anchorsOf = (doc: string) => new Set([...readFileSync(join(process.cwd(), doc), 'utf8').matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1]));
  const records = new Set(readdirSync(decisions).map((name) => name.slice(0, 3)));

  it('no source file cites a section of a document outside the repository', () => {
    const outside = /\bspec [123] §|DESIGN(\.md)? rule/;
    expect(tracked.filter((path) => outside.test(texts.get(path)!))).toEqual([]);
  });

  it('no source file cites an issue: a rule is read in docs/, not in a tracker', () => {
    const issue = /\bissues? #?\d/i;
    expect(tracked.filter((path) => issue.test(texts.get(path)!))).toEqual([]);
  });

  it("every cited anchor (docs/<file>.md#<id>, #<id>) is a section of its document", () => {
    const missing: string[] = [];
    for (const [path, text] of texts) {
      for (const match of text.matchAll(/\b(docs\/[\w/.-]+?\.md)#([\w-]+)((?:, #[\w-]+)*)/g)) {
        const anchors = existsSync(match[1]!) ? anchorsOf(match[1]!) : new Set<string>();
        for (const anchor of [match[2]!, ...[...match[3]!.matchAll(/#([\w-]+)/g)].map((m) => m[1]!)]) {
          if (!anchors.has(anchor)) missing.push(`${path}: ${match[1]}#${anchor}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every cited decision is a record in docs/decisions/', () => {
    const missing: string[] = [];
    for (const [path, text] of texts) {
      const cited = [...text.matchAll(/docs\/decisions\/(\d{3})/g)].map((m) => m[1]!);
      for (const match of text.matchAll(/\b[Dd]ecisions? (\d{3}(?:(?:, | and |[-–])\d{3})*)/g)) {
        for (const range of match[1]!.split(/, | and /)) {
          const [from, to = from] = range.split(/[-–]/).map(Number);
          for (let n = from!; n <= to!; n++) cited.push(String(n).padStart(3, '0'));
        }
      }
      for (const number of cited) if (!records.has(number)) missing.push(`${path}: decision ${number}`);
    }
    expect(missing).toEqual([]);
  });
});
