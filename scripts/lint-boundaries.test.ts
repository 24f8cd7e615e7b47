import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of docs/ARCHITECTURE.md are held by `npm run lint` (eslint.config.js). Each case
// lints a source text as if it lived at the given path (imports resolve against the real tree), or
// a fixture outside the build, and expects the rule to refuse it.
const eslint = new ESLint({ cwd: process.cwd() });

async function errorsOf(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await errorsOf(
      "import { companiesQueryOptions } from '../../catalog/api/get-companies';\nexport const q = companiesQueryOptions;\n",
      'client/features/stations/components/probe.tsx',
    );
    expect(errors.join('\n')).toMatch(/import-x\/no-restricted-paths: .*A feature never imports another feature/);
  });

  it('lets a feature import its own modules and shared client code', async () => {
    const errors = await errorsOf(
      "import { stationsQueryOptions } from '../api/get-stations';\nimport { formatNumber } from '../../../lib/format';\nexport const x = [stationsQueryOptions, formatNumber];\n",
      'client/features/stations/components/probe.tsx',
    );
    expect(errors).toEqual([]);
  });

  it('refuses shared client code importing a feature', async () => {
    const errors = await errorsOf("import { useReferenceQuery } from '../features/catalog/api/get-projects';\nexport const x = useReferenceQuery;\n", 'client/lib/probe.ts');
    expect(errors.join('\n')).toMatch(/Shared client code never imports a feature/);
  });

  it('refuses a route importing the database or a query builder', async () => {
    const schema = await errorsOf("import { users } from '../../db/schema/users';\nexport const t = users;\n", 'server/routes/auth/probe.ts');
    expect(schema.join('\n')).toMatch(/Routes never import the database/);
    const builder = await errorsOf("import { eq } from 'drizzle-orm';\nexport const e = eq;\n", 'server/routes/auth/probe.ts');
    expect(builder.join('\n')).toMatch(/Routes never query/);
  });

  it('refuses db/ importing a service, and shared/ importing either side', async () => {
    const db = await errorsOf("import { findUser } from '../services/users/find-user';\nexport const f = findUser;\n", 'server/db/probe.ts');
    expect(db.join('\n')).toMatch(/it imports no service/);
    const shared = await errorsOf("import { AppError } from '../server/lib/errors';\nexport const e = AppError;\n", 'shared/probe.ts');
    expect(shared.join('\n')).toMatch(/shared\/ imports neither side/);
  });

  it('refuses an import cycle', async () => {
    const fixtures = new ESLint({ cwd: process.cwd(), ignore: false });
    const [result] = await fixtures.lintFiles(['test-fixtures/lint-cycle/first.ts']);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
