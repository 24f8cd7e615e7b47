import { test as base, expect, type Page } from '@playwright/test';
import { MailSink } from '../../server/test/mail-sink';
import { startFreshServer, type RunningServer } from './server';

/**
 * Every spec file gets its own server on a fresh copy of the seeded database: the worker keeps one
 * server, and replaces it when it moves on to another file (or project). baseURL points at it.
 */
class ServerPerFile {
  private key?: string;
  private server?: RunningServer;

  async forFile(key: string, env: Record<string, string>): Promise<RunningServer> {
    if (this.key !== key || !this.server) {
      await this.stop();
      this.server = await startFreshServer(env);
      this.key = key;
    }
    return this.server;
  }

  async stop() {
    await this.server?.stop();
    this.server = undefined;
  }
}

export const test = base.extend<{ serverEnv: Record<string, string> }, { servers: ServerPerFile; mailbox: MailSink }>({
  /** Extra environment for this file's server: `test.use({ serverEnv: { ... } })`. */
  serverEnv: [{}, { option: true }],
  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
    async ({}, use) => {
      const servers = new ServerPerFile();
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker' },
  ],
  /** A local SMTP server per worker: every app under test sends its real mail here. */
  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
    async ({}, use) => {
      const sink = new MailSink();
      await sink.start();
      await use(sink);
      await sink.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ servers, serverEnv, mailbox }, use, testInfo) => {
    const server = await servers.forFile(`${testInfo.project.name}:${testInfo.file}`, {
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      ...serverEnv,
    });
    await use(server.url);
  },
});
export { expect } from '@playwright/test';

/** Demo accounts created on the first start (server/db/bootstrap.ts). */
export const DEMO = {
  admin: { email: 'admin@gunesveri.test', password: 'GunesVeri-Admin-2026' },
  premium: { email: 'premium@gunesveri.test', password: 'GunesVeri-Premium-2026' },
  free: { email: 'uye@gunesveri.test', password: 'GunesVeri-Uye-2026' },
};

/** Signs in through the login form, as a user does, and waits for the balance badge. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Giriş formu' });
  await form.getByLabel('E-posta').fill(account.email);
  await form.getByLabel('Şifre', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByTestId('balance-badge')).toBeVisible();
}
