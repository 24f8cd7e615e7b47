import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config';
import { seedReference } from '../server/seeds/reference';
import { seedLegal } from '../server/seeds/legal';
import { createLocalStorage } from '../server/integrations/storage/local-storage';
import { AppError } from '../server/lib/errors';
import { createVerifiedUser } from '../server/services/users/create-user';
import { openAppDatabase } from './open-app-database';
import { parseUserCreateArgs, USAGE } from './user-create-args';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const parsed = parseUserCreateArgs(process.argv.slice(2));
if ('error' in parsed) fail(parsed.error);

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
  const user = await createVerifiedUser(database.db, parsed.args);
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
