import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { noImportCycle } from './scripts/lint-import-cycles.mjs';

const foldersOf = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const features = foldersOf('client/features');
const routeFolders = foldersOf('server/routes');

// The layer boundaries of docs/ARCHITECTURE.md, held by lint. Tests may cross them to set
// up what they test (a route test seeds rows), so the path rules apply to source files only.
const boundaries = [
  ...features.map((feature) => ({
    target: `./client/features/${feature}`,
    from: './client/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece to client/components, client/lib or client/api.',
  })),
  {
    target: ['./client/components', './client/lib', './client/api', './client/config'],
    from: ['./client/features', './client/app'],
    message: 'Shared client code never imports a feature or a screen.',
  },
  {
    target: './client/lib',
    from: './client/api',
    message: 'client/lib is the bottom layer (api client, formatting): a query, its key or a cache write lives in client/api.',
  },
  {
    target: './client/features',
    from: './client/app',
    message: 'A feature never imports a screen or the app shell: screens compose features, not the other way round.',
  },
  {
    // The back office's definitions and the parts they draw are rendered by its layer, never the other way round.
    target: ['./client/features/admin/resources', './client/features/admin/registry', './client/features/admin/components', './client/features/admin/api'],
    from: './client/features/admin/ui',
    message: 'A back-office definition (or a part it draws) never imports the layer that renders it (client/features/admin/ui): the registry hands it over.',
  },
  { target: './server/routes', from: './server/db', message: 'Routes never import the database: call a service.' },
  // A route folder is one API area; what two areas share lives in plugins/, lib/, policies/ or presenters/.
  ...routeFolders.map((folder) => ({
    target: `./server/routes/${folder}`,
    from: './server/routes',
    except: [`./${folder}`],
    message: 'A route folder never imports another route folder: move the shared helper to server/plugins or server/lib.',
  })),
  {
    target: './server/services',
    from: ['./server/routes', './server/plugins'],
    message: 'Services never import routes or plugins: the HTTP layer calls services, not the other way round.',
  },
  { target: './server/services', from: './server/presenters', message: 'Services return rows: the route presents them.' },
  {
    target: './server/services',
    from: './server/seeds',
    message: 'Services never import seeds: seeds call services; a helper both need lives in server/lib.',
  },
  { target: './server/policies', from: './server/services', message: 'Policies decide from what they are given: they call no service.' },
  {
    target: './server/db',
    from: ['./server/services', './server/routes', './server/seeds', './server/plugins', './server/integrations'],
    message: 'db/ holds the client, migrations and schema only; it imports no service.',
  },
  // Presenters may name a table's row type (`import type` from db/schema, held by the rule below), nothing else of db/.
  { target: './server/presenters', from: './server/db', except: ['./schema'], message: 'Presenters are pure: rows in, DTO out.' },
  { target: './shared', from: ['./client', './server'], message: 'shared/ imports neither side.' },
  { target: './client', from: ['./server'], message: 'The client never imports the server.' },
];

// Schemas take `z` from shared/zod.ts, which sets Zod's Turkish messages wherever a schema loads.
const zodOnlyThroughShared = {
  name: 'zod',
  allowTypeImports: true,
  message: "Import { z } from shared/zod.ts: it sets Zod's Turkish messages (and keeps Zod out of the first load).",
};

export default tseslint.config(
  { ignores: ['shared/api/openapi.generated.ts', 'dist/**', 'drizzle/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'public/**', 'test-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', '*.ts', 'test-fixtures/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodOnlyThroughShared] }] },
  },
  {
    // A presenter may name a row type, but a value import of a table would let it query.
    files: ['server/presenters/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/**'],
              allowTypeImports: true,
              message: 'Presenters are pure: import only types from db/schema (`import type`), never a table.',
            },
          ],
        },
      ],
    },
  },
  {
    // Journeys drive the built app through the browser, and a Playwright call that is not awaited
    // passes without checking anything, so e2e/ gets the type-aware promise rules (e2e/tsconfig.json).
    files: ['e2e/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './e2e', from: './client', message: 'A journey drives the app through the browser: it never imports client code.' }] },
      ],
    },
  },
  {
    // History is written by one function, which queues each event for its followers in the same
    // transaction (docs/decisions/059-a-transactional-outbox-for-record-events.md): an insert into
    // record_events anywhere else would leave its followers untold.
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/services/history/record-events.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name='insert'] > Identifier[name='record_events']",
          "CallExpression[callee.name='insertRows'] > Literal[value='record_events']",
          'TemplateElement[value.raw=/INSERT\\s+INTO\\s+"?record_events/i]',
          "TemplateLiteral:has(TemplateElement[value.raw=/INSERT\\s+INTO\\s*$/i]) > Identifier[name='record_events']",
        ].map((selector) => ({ selector, message: 'History is written only by writeEvents (server/services/history/record-events.ts), which queues its delivery.' })),
      ],
    },
  },
  {
    // Routes reach the database only through services, so they need no query builder either.
    files: ['server/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [zodOnlyThroughShared, { name: 'drizzle-orm', message: 'Routes never query: call a service.' }] }],
    },
  },
);
