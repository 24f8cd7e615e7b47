import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, TEMPLATE_DIR } from './server';

/**
 * Builds the SPA if needed and prepares one seeded template database (migrations, reference and demo
 * data, demo accounts); every spec file then starts from its own copy of it.
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!existsSync(path.join(root, 'dist/client/index.html'))) {
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  }
  await rm(TEMPLATE_DIR, { recursive: true, force: true });
  // The accessibility pass scans each page once per run across workers (fixtures.ts claims a page by
  // creating its marker folder here; workers inherit this variable).
  process.env.GV_A11Y_CLAIMS = await mkdtemp(path.join(tmpdir(), 'gunesveri-a11y-'));
  const server = await startServer(TEMPLATE_DIR, { SEED_DEMO: 'true' });
  await server.stop();
}
