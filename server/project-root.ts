import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder, where the server reads its migrations, seeds, public files and the
 * built web app. This module runs from `server/` (tsx) or inside the server bundle `dist/server.mjs`
 * (`npm start`); both sit one level below the root (decision 022).
 */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The seed CSVs, copied from the shared research folder so the app never reads outside its tree. */
export const SEED_DATA_DIR = path.join(PROJECT_ROOT, 'server/seeds/data');
