import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
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
  const server = await startServer(TEMPLATE_DIR, { SEED_DEMO: 'true' });
  await server.stop();
}
