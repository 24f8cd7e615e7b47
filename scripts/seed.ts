// npm run seed [-- --scale N]
// Seeds the database the app uses (DATABASE_URL, else PGlite in DATA_DIR/db): migrations, reference
// data, legal documents and, on an empty catalogue, the demo content. With --scale N it also adds N
// generated projects (and N/10 companies, N/100 stations) for load tests.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { seedDemo } from '../server/seeds/demo';
import { seedRealCatalog } from '../server/seeds/real-catalog';
import { seedSources } from '../server/seeds/sources';
import { seedLegal } from '../server/seeds/legal';
import { seedReference } from '../server/seeds/reference';
import { seedScale } from '../server/seeds/scale';
import { createLocalStorage } from '../server/integrations/storage/local-storage';
import { openAppDatabase } from './open-app-database';

const USAGE = 'Kullanım / usage: npm run seed [-- --scale N]   (N: 1 - 10000000)';
const MAX_SCALE = 10_000_000;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function readArgs(): { scale: number | null } {
  let values: { scale?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { scale: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(`Geçersiz argüman / invalid argument: ${(error as Error).message}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.scale === undefined) return { scale: null };
  const scale = Number(values.scale);
  if (!/^\d+$/.test(values.scale.trim()) || !Number.isSafeInteger(scale) || scale < 1 || scale > MAX_SCALE) {
    fail(
      `--scale değeri geçersiz: "${values.scale}". 1 ile ${MAX_SCALE} arasında bir tam sayı olmalı ` +
        `(--scale must be a whole number from 1 to ${MAX_SCALE}).`,
    );
  }
  return { scale };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} sn`;
const formatCount = (n: number) => n.toLocaleString('tr-TR');

async function main() {
  const { scale } = readArgs();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const target = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${path.join(config.DATA_DIR, 'db')})`;
  console.log(`Veritabanı / database: ${target}`);
  const database = await openAppDatabase(config);
  try {
    const storage = createLocalStorage(path.join(config.DATA_DIR, 'files'));
    let started = performance.now();
    await seedReference(database.db);
    await seedLegal(database.db, storage);
    console.log(`Referans verileri ve sözleşmeler hazır (${seconds(started)}).`);

    await seedSources(database.db);
    started = performance.now();
    const catalogue = await seedRealCatalog(database.db, { sampleCapacities: config.SEED_SAMPLE_CAPACITIES });
    console.log(
      catalogue.seeded
        ? `Gerçek katalog içe aktarıldı / real catalogue imported (${seconds(started)}).`
        : 'Gerçek katalog eklenmedi: firmalar tablosu boş değil / real catalogue skipped, catalogue not empty.',
    );

    started = performance.now();
    const { seeded } = await seedDemo(database.db, storage);
    console.log(
      seeded
        ? `Demo içerik eklendi (${seconds(started)}).`
        : 'Demo içerik eklenmedi: haberler tablosu boş değil / demo content skipped, news not empty.',
    );

    if (scale !== null) {
      started = performance.now();
      const added = await seedScale(database.db, scale);
      console.log(
        `Ölçek verisi eklendi / scale data added (${seconds(started)}): ` +
          `${formatCount(added.projects)} proje, ${formatCount(added.companies)} firma, ` +
          `${formatCount(added.stations)} trafo merkezi, ${formatCount(added.capacities)} kapasite kaydı (is_generated).`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Tohumlama başarısız / seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
