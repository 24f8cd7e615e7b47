import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import type { Storage } from '../integrations/storage/storage';
import type { Db } from '../db/client';
import { contracts, cookie_policies } from '../db/schema/legal';
import { PROJECT_ROOT } from '../project-root';

// The contracts and cookie policy a fresh installation starts with, so registration (which needs
// the mandatory contracts), the footer and the cookie banner work from the first start. The PDFs
// are committed in assets/ (made by scripts/make-legal-pdfs.ts); admins replace them later.

const ASSETS_DIR = path.join(PROJECT_ROOT, 'server/seeds/assets');

interface LegalSeed {
  title: string;
  /** Path in storage (served at /files/<path>). */
  filePath: string;
  /** File in assets/. */
  asset: string;
}

export const SEED_CONTRACTS: ReadonlyArray<LegalSeed & { must: boolean }> = [
  { title: 'Üyelik Sözleşmesi', filePath: 'contracts/uyelik-sozlesmesi.pdf', asset: 'uyelik-sozlesmesi.pdf', must: true },
  {
    title: 'KVKK Aydınlatma Metni',
    filePath: 'contracts/kvkk-aydinlatma-metni.pdf',
    asset: 'kvkk-aydinlatma-metni.pdf',
    must: true,
  },
];

export const SEED_COOKIE_POLICY: LegalSeed = {
  title: 'Çerez Politikası',
  filePath: 'cookie-policies/cerez-politikasi.pdf',
  asset: 'cerez-politikasi.pdf',
};

// Any fixed number; serialises this seed when several instances start on one database at once.
const LEGAL_SEED_LOCK = 727_274_101;

export async function seedLegal(db: Db, storage: Storage): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LEGAL_SEED_LOCK})`);

    const [contractCount] = await tx.select({ n: count() }).from(contracts);
    if (contractCount?.n === 0) {
      await tx
        .insert(contracts)
        .values(SEED_CONTRACTS.map((c) => ({ title: c.title, file_path: c.filePath, must: c.must, active: true })));
    }
    const [policyCount] = await tx.select({ n: count() }).from(cookie_policies);
    if (policyCount?.n === 0) {
      await tx
        .insert(cookie_policies)
        .values({ title: SEED_COOKIE_POLICY.title, file_path: SEED_COOKIE_POLICY.filePath, active: true });
    }
  });
  await restoreMissingFiles(db, storage);
}

/**
 * Puts a seed PDF back into storage when a row still points at it but the file is gone (a new
 * DATA_DIR, a wiped volume). Files no row references are left alone: an admin deleted them.
 */
async function restoreMissingFiles(db: Db, storage: Storage): Promise<void> {
  const seeds = [...SEED_CONTRACTS, SEED_COOKIE_POLICY];
  const paths = seeds.map((s) => s.filePath);
  const [contractRows, policyRows] = await Promise.all([
    db.select({ file_path: contracts.file_path }).from(contracts).where(inArray(contracts.file_path, paths)),
    db.select({ file_path: cookie_policies.file_path }).from(cookie_policies).where(inArray(cookie_policies.file_path, paths)),
  ]);
  const referenced = new Set([...contractRows, ...policyRows].map((r) => r.file_path));
  for (const seed of seeds) {
    if (!referenced.has(seed.filePath) || (await storage.exists(seed.filePath))) continue;
    await storage.put(seed.filePath, await readFile(path.join(ASSETS_DIR, seed.asset)));
  }
}
