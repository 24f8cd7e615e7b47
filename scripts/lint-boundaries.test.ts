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

  it('refuses a feature importing a screen', async () => {
    const errors = await errorsOf("import { PageFallback } from '../../../app/routes/page-fallback';\nexport const x = PageFallback;\n", 'client/features/stations/components/probe.tsx');
    expect(errors.join('\n')).toMatch(/A feature never imports a screen/);
  });

  it('refuses a back-office definition importing the layer that renders it, and lets the layer import definitions', async () => {
    const definition = await errorsOf("import { ResourceForm } from '../ui/form/resource-form';\nexport const f = ResourceForm;\n", 'client/features/admin/resources/probe.tsx');
    expect(definition.join('\n')).toMatch(/A back-office definition .* never imports the layer that renders it/);
    const layer = await errorsOf("import { RESOURCES } from '../registry/registry';\nexport const r = RESOURCES;\n", 'client/features/admin/ui/probe.tsx');
    expect(layer).toEqual([]);
  });

  it('refuses a service importing a route or a plugin', async () => {
    const route = await errorsOf("import { systemRoutes } from '../../routes/system-routes';\nexport const r = systemRoutes;\n", 'server/services/system/probe.ts');
    expect(route.join('\n')).toMatch(/Services never import routes or plugins/);
    const plugin = await errorsOf("import { startSession } from '../../plugins/sessions';\nexport const s = startSession;\n", 'server/services/auth/probe.ts');
    expect(plugin.join('\n')).toMatch(/Services never import routes or plugins/);
  });

  it('refuses a service importing a presenter or a seed', async () => {
    const presenter = await errorsOf("import { presentWatch } from '../../presenters/watches';\nexport const p = presentWatch;\n", 'server/services/watches/probe.ts');
    expect(presenter.join('\n')).toMatch(/no-restricted-paths: .*Services return rows: the route presents them/);
    const seed = await errorsOf("import { readSeedCsv } from '../../seeds/csv';\nexport const r = readSeedCsv;\n", 'server/services/map/probe.ts');
    expect(seed.join('\n')).toMatch(/no-restricted-paths: .*Services never import seeds/);
  });

  it('refuses client/lib importing client/api, and lets client/api import client/lib', async () => {
    const lib = await errorsOf("import { queryKeys } from '../api/query-keys';\nexport const k = queryKeys;\n", 'client/lib/probe.ts');
    expect(lib.join('\n')).toMatch(/no-restricted-paths: .*client\/lib is the bottom layer/);
    const api = await errorsOf("import { apiRequest } from '../lib/api-client';\nexport const r = apiRequest;\n", 'client/api/probe.ts');
    expect(api).toEqual([]);
  });

  it('refuses a policy importing a service', async () => {
    const errors = await errorsOf("import { findUser } from '../services/users/find-user';\nexport const f = findUser;\n", 'server/policies/probe.ts');
    expect(errors.join('\n')).toMatch(/Policies decide from what they are given/);
  });

  it('refuses a presenter importing a table or the database, and lets it name a row type', async () => {
    const table = await errorsOf("import { users } from '../db/schema/users';\nexport const t = users;\n", 'server/presenters/probe.ts');
    expect(table.join('\n')).toMatch(/no-restricted-imports: .*Presenters are pure: import only types/);
    const client = await errorsOf("import { openDatabase } from '../db/client';\nexport const c = openDatabase;\n", 'server/presenters/probe.ts');
    expect(client.join('\n')).toMatch(/no-restricted-paths: .*Presenters are pure/);
    const rowType = await errorsOf("import type { users } from '../db/schema/users';\nexport type Row = typeof users.$inferSelect;\n", 'server/presenters/probe.ts');
    expect(rowType).toEqual([]);
  });

  it('refuses a route folder importing another route folder, and lets it import its own files', async () => {
    const sibling = await errorsOf("import { adminResource } from '../admin/admin-resource';\nexport const a = adminResource;\n", 'server/routes/catalog/probe.ts');
    expect(sibling.join('\n')).toMatch(/A route folder never imports another route folder/);
    const own = await errorsOf("import { adminResource } from './admin-resource';\nexport const a = adminResource;\n", 'server/routes/admin/probe.ts');
    expect(own).toEqual([]);
  });

  it('lints journeys: an un-awaited Playwright call, and client code imported into e2e/', async () => {
    // Type-aware rules need a file of e2e/tsconfig.json's program, so the probe stands in for a real journey.
    const floating = await errorsOf(
      "import { expect, test } from '@playwright/test';\ntest('probe', async ({ page }) => {\n  expect(page).toHaveURL('/');\n});\n",
      'e2e/auth.spec.ts',
    );
    expect(floating.join('\n')).toMatch(/@typescript-eslint\/no-floating-promises/);
    const client = await errorsOf("import { formatNumber } from '../client/lib/format';\nexport const f = formatNumber;\n", 'e2e/auth.spec.ts');
    expect(client.join('\n')).toMatch(/A journey drives the app through the browser/);
  });

  it('refuses writing history except through writeEvents, which queues its delivery', async () => {
    const header = "import { sql } from 'drizzle-orm';\nimport type { Db } from '../../db/client';\nimport { record_events } from '../../db/schema/history';\nimport { insertRows } from '../imports/batch-sql';\n";
    const writes = [
      'export const a = (db: Db) => db.insert(record_events).values([]);\n',
      "export const b = (db: Db) => insertRows(db, 'record_events', []);\n",
      'export const c = (db: Db) => db.execute(sql`INSERT INTO record_events (id) VALUES (gen_random_uuid())`);\n',
      'export const d = (db: Db) => db.execute(sql`insert into ${record_events} (id) VALUES (gen_random_uuid())`);\n',
    ];
    for (const write of writes) {
      for (const file of ['server/services/admin/probe.ts', 'scripts/probe.ts']) {
        expect((await errorsOf(header + write, file)).join('\n'), `${file}: ${write}`).toMatch(/History is written only by writeEvents/);
      }
    }
    // Reading and removing (an import's revert) stay open.
    const read = await errorsOf(`${header}export const r = (db: Db) => [db.select().from(record_events), db.execute(sql\`DELETE FROM \${record_events}\`), insertRows, sql];\n`, 'server/services/admin/probe.ts');
    expect(read).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const fixtures = new ESLint({ cwd: process.cwd(), ignore: false });
    const [result] = await fixtures.lintFiles(['test-fixtures/lint-cycle/first.ts']);
    expect(result!.messages.map((m) => `${m.ruleId}: ${m.message}`)).toEqual(['local/no-import-cycle: Dependency cycle (./second → ./first).']);
  });

  it('refuses an import cycle closed by a type-only import, which import-x/no-cycle lets pass, from either end', async () => {
    const fixtures = new ESLint({ cwd: process.cwd(), ignore: false });
    const results = await fixtures.lintFiles(['test-fixtures/lint-type-cycle/definition.ts', 'test-fixtures/lint-type-cycle/renderer.ts']);
    expect(results.map((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([
      ['local/no-import-cycle: Import cycle through a type-only import (./renderer → ./definition): move the shared type to a module both can import.'],
      ['local/no-import-cycle: Import cycle through a type-only import (./definition → ./renderer): move the shared type to a module both can import.'],
    ]);
  });
});
