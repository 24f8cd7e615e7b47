import { test as base } from '@playwright/test';
import { startFreshServer, type RunningServer } from './server';

let current: RunningServer | undefined;

/** The app under test for this spec file; baseURL points at it. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
  baseURL: async ({}, use) => {
    if (!current) throw new Error('Call useFreshServer() at the top of the spec file.');
    await use(current.url);
  },
});
export { expect } from '@playwright/test';

/** Gives this spec file its own server on a fresh, seeded database (started once per file and project). */
export function useFreshServer(env: Record<string, string> = {}) {
  test.beforeAll(async () => {
    current = await startFreshServer(env);
  });
  test.afterAll(async () => {
    await current?.stop();
    current = undefined;
  });
}

/** Demo accounts created on the first start (server/db/bootstrap.ts). */
export const DEMO = {
  admin: { email: 'admin@gunesveri.test', password: 'GunesVeri-Admin-2026' },
  premium: { email: 'premium@gunesveri.test', password: 'GunesVeri-Premium-2026' },
  free: { email: 'uye@gunesveri.test', password: 'GunesVeri-Uye-2026' },
};
