import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// Two marks, two names (docs/decisions/074-the-representative-mark-on-lists.md): "Doğrulanmış firma"
// is the mark a verified representative gives a company, and nothing else a person reads says it.
// The editor's check of a record's data (is_verified) reads "Doğrulanmış" beside a record and
// "Editör tarafından doğrulandı" in the back office.

/** Where the mark's text may be spelled: its one definition, and the mail that tells a member their company now has it. */
const ALLOWED = new Set(['shared/company-claim-messages.ts', 'server/services/company-claims/claim-mails.ts']);

it('spells "Doğrulanmış firma" only as the representative mark, in no label of the editor’s check', () => {
  const sources = execFileSync('git', ['ls-files', '-z', 'client', 'shared', 'server'], { encoding: 'utf8' })
    .split('\0')
    .filter((path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith('shared/api/'));
  const found = sources.filter((path) => {
    // What a person reads, not what a comment says about it.
    const text = readFileSync(path, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    return /doğrulanmış\s+firma/iu.test(text) && !ALLOWED.has(path);
  });
  expect(found).toEqual([]);
});
