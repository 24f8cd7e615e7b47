import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// The test templates (Vitest's dumps, the journeys' data folder) are copied or unpacked once per test
// file, so they hold only what a start reads (docs/benchmarks.md, "What a test file's start costs").

/**
 * Opens a PGlite data folder or dump, keeps only the database the app opens and checkpoints with the
 * WAL behind it deleted, then runs `after` on it (a dump, say) and closes it. The template databases
 * were two more copies of the system catalogue (45 → 31 MB a Vitest dump, 1 480 → 550 files a
 * journeys' folder), and a start replays the WAL since the last checkpoint.
 */
export async function compactPglite<T>(source: string | Blob, after: (client: PGlite) => Promise<T>): Promise<T> {
  const client = await PGlite.create(typeof source === 'string' ? source : undefined, {
    extensions: { pg_trgm, unaccent },
    ...(typeof source === 'string' ? {} : { loadDataDir: source }),
    // Segments before the checkpoint are deleted rather than kept for reuse.
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'],
  });
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname IN ('template0', 'template1')");
    for (const { datname } of rows) {
      await client.exec(`ALTER DATABASE ${datname} WITH is_template false`);
      await client.exec(`DROP DATABASE ${datname}`);
    }
    await client.query('CHECKPOINT');
    return await after(client);
  } finally {
    await client.close();
  }
}
