import { buildApp } from './app';
import { ConfigError, loadConfig, productionWarnings } from './config';
import { drainAndClose } from './lib/drain';

// `npm start`: validated config -> buildApp -> listen. A bad setting stops here with a clear message.
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

let app;
try {
  app = await buildApp(config);
} catch (err) {
  // A refusal about the data production was given (demo accounts) reads like a setting's.
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
// A risky setting production was told to accept is said at every start, not only once in a file.
for (const warning of productionWarnings(config)) app.log.warn(warning);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'draining');
    void drainAndClose(app, { delayMs: config.SHUTDOWN_DELAY_SECONDS * 1000, timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000 }).then((finished) => process.exit(finished ? 0 : 1));
  });
}
await app.listen({ port: config.PORT, host: config.HOST });

const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `gömülü PGlite (${config.DATA_DIR}/db)`;
const lines = [`GüneşVeri hazır: ${config.PUBLIC_URL}  — veritabanı: ${where}`];
if (app.bootstrap.demoUsers.length > 0) {
  lines.push('Demo hesaplar oluşturuldu (yalnızca geliştirme için; üretimde oluşturulmaz):');
  for (const u of app.bootstrap.demoUsers) lines.push(`  ${u.role.padEnd(14)} ${u.email.padEnd(26)} ${u.password}`);
}
console.log(lines.join('\n'));
