import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from '../shared/zod';
import { MIN_PASSWORD_LENGTH } from '../shared/constants';
import { ConfigError, loadConfig } from '../server/config';
import { seedReference } from '../server/seeds/reference';
import { seedLegal } from '../server/seeds/legal';
import { createLocalStorage } from '../server/integrations/storage/local-storage';
import { AppError } from '../server/lib/errors';
import { createVerifiedUser } from '../server/services/users/create-user';
import { openAppDatabase } from './open-app-database';

// npm run user:create -- --email E --password P [--premium] [--trial-days D] [--super-admin] [--balance N]
const usage =
  'Kullanım: npm run user:create -- --email E --password P [--premium] [--trial-days D] [--super-admin] [--balance N]';

const argsSchema = z.object({
  email: z.email({ message: 'Geçerli bir e-posta adresi girin (--email)' }),
  password: z.string().min(MIN_PASSWORD_LENGTH, `Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalıdır (--password)`),
  premium: z.boolean(),
  trialDays: z.coerce.number().int().min(1, '--trial-days en az 1 olmalı').max(365).optional(),
  superAdmin: z.boolean(),
  balance: z.coerce.number().int().min(0, '--balance 0 veya daha büyük olmalı').optional(),
});

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

let raw;
try {
  raw = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      premium: { type: 'boolean', default: false },
      'trial-days': { type: 'string' },
      'super-admin': { type: 'boolean', default: false },
      balance: { type: 'string' },
    },
    strict: true,
  }).values;
} catch (err) {
  fail((err as Error).message);
}
const parsed = argsSchema.safeParse({
  email: raw.email,
  password: raw.password ?? '',
  premium: raw.premium,
  trialDays: raw['trial-days'],
  superAdmin: raw['super-admin'],
  balance: raw.balance,
});
if (!parsed.success) fail(parsed.error.issues.map((i) => i.message).join('\n'));
if (parsed.data.premium && parsed.data.trialDays) fail('--premium ile --trial-days birlikte kullanılamaz');

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
const database = await openAppDatabase(config);
try {
  await seedReference(database.db);
  await seedLegal(database.db, createLocalStorage(path.join(config.DATA_DIR, 'files')));
  const user = await createVerifiedUser(database.db, parsed.data);
  const roles = [
    user.is_super_admin && 'süper admin',
    user.premium_trial_ends_at ? `deneme premium (${user.premium_trial_ends_at.toISOString().slice(0, 10)} tarihine kadar)` : user.is_premium && 'premium',
  ].filter(Boolean);
  console.log(`Kullanıcı oluşturuldu: ${user.email} (${roles.join(', ') || 'standart üye'}), bakiye ${user.token_balance}`);
} catch (err) {
  if (err instanceof AppError) fail(err.message);
  throw err;
} finally {
  await database.close();
}
