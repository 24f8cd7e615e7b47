import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const features = fs.readdirSync('client/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

// The layer boundaries of docs/ARCHITECTURE.md, held by lint (issue 11). Tests may cross them to set
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
  { target: './server/routes', from: './server/db', message: 'Routes never import the database: call a service.' },
  {
    target: './server/db',
    from: ['./server/services', './server/routes', './server/seeds', './server/plugins', './server/integrations'],
    message: 'db/ holds the client, migrations and schema only; it imports no service.',
  },
  { target: './server/presenters', from: './server/db/client.ts', message: 'Presenters are pure: rows in, DTO out.' },
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
  { ignores: ['dist/**', 'drizzle/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'public/**', 'test-fixtures/**'] },
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
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts', 'scripts/**/*.ts', 'test-fixtures/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    // Routes reach the database only through services, so they need no query builder either.
    files: ['server/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [zodOnlyThroughShared, { name: 'drizzle-orm', message: 'Routes never query: call a service.' }] }],
    },
  },
);
