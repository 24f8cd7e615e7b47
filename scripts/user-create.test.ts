import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/client';
import { token_transactions } from '../server/db/schema/balance';
import { users } from '../server/db/schema/users';
import { provided } from '../server/test/databases';
import { parseUserCreateArgs, USAGE } from './user-create-args';

// The operator CLI, run as an operator runs it, against an embedded database in a temp DATA_DIR: one a
// first start has migrated (the run's migrated template, unpacked there), as an operator's would be.
// Migrating a new one in each run took most of a minute on a busy machine.
describe('npm run user:create', () => {
  let dataDir: string;
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/user-create.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 90_000,
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'gv-cli-'));
    const template = await provided('pgliteTemplate');
    if (template) await (await openDatabase({ dataDir: path.join(dataDir, 'db'), template: new Blob([await readFile(template)]) })).close();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  // Three real CLI runs, each opening the embedded database.
  it('creates verified users with roles, trial and balance', { timeout: 240_000 }, async () => {
    const admin = run('--email', 'Patron@Example.com', '--password', 'gizli-sifre-123', '--super-admin', '--premium', '--balance', '120');
    expect(admin.stderr).toBe('');
    expect(admin.status).toBe(0);
    expect(admin.stdout).toContain('Kullanıcı oluşturuldu: patron@example.com (süper admin, premium), bakiye 120');

    const trial = run('--email', 'deneme@example.com', '--password', 'gizli-sifre-123', '--trial-days', '7');
    expect(trial.status).toBe(0);
    expect(trial.stdout).toContain('deneme premium');

    const duplicate = run('--email', 'patron@example.com', '--password', 'baska-sifre-123');
    expect(duplicate.status).toBe(2);
    expect(duplicate.stderr).toContain('Bu e-posta adresi zaten kayıtlı');

    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const [patron] = await database.db.select().from(users).where(eq(users.email, 'patron@example.com'));
      expect(patron).toMatchObject({ is_super_admin: true, is_premium: true, token_balance: 120, premium_trial_ends_at: null });
      expect(patron!.email_verified_at).toBeInstanceOf(Date);
      expect(patron!.subscription_reference_code).toMatch(/^manual-/);
      expect(await verify(patron!.password_hash!, 'gizli-sifre-123')).toBe(true);
      const ledger = await database.db.select().from(token_transactions).where(eq(token_transactions.user_id, patron!.id));
      expect(ledger).toMatchObject([{ amount: 120, transaction_type: 'credit', balance_after: 120 }]);

      const [deneme] = await database.db.select().from(users).where(eq(users.email, 'deneme@example.com'));
      expect(deneme!.is_premium).toBe(true);
      expect(deneme!.subscription_reference_code).toBeNull();
      const days = (deneme!.premium_trial_ends_at!.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThan(7.1);
    } finally {
      await database.close();
    }
  });

  // The command line is read before anything else runs: its refusals are checked in this process,
  // and one run shows how the command reports one (its message, the usage, exit code 2).
  it.each([
    [['--email', 'kotu', '--password', 'gizli-sifre-123'], 'Geçerli bir e-posta adresi girin'],
    [['--email', 'a@example.com', '--password', '12345678901'], 'Şifre en az 12 karakter olmalıdır'],
    [['--email', 'a@example.com', '--password', 'gizli-sifre-123', '--balance=-5'], '--balance 0 veya daha büyük olmalı'],
    [['--email', 'a@example.com', '--password', 'gizli-sifre-123', '--premium', '--trial-days', '3'], 'birlikte kullanılamaz'],
    [['--email', 'a@example.com', '--password', 'gizli-sifre-123', '--unknown'], "Unknown option '--unknown'"],
  ])('refuses bad arguments %j', (args, message) => {
    expect(parseUserCreateArgs(args)).toEqual({ error: expect.stringContaining(message) });
  });

  it('accepts a full command line', () => {
    expect(parseUserCreateArgs(['--email', 'a@example.com', '--password', 'gizli-sifre-123', '--trial-days', '7', '--balance', '5'])).toEqual({
      args: { email: 'a@example.com', password: 'gizli-sifre-123', premium: false, trialDays: 7, superAdmin: false, balance: 5 },
    });
  });

  it('prints a refusal with the usage and exits with 2', () => {
    const result = run('--email', 'a@example.com', '--password', '12345678901');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Şifre en az 12 karakter olmalıdır');
    expect(result.stderr).toContain(USAGE);
  });
});
