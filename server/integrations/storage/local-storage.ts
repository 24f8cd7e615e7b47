import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

/** Stores files on the local disk. Rejects paths that would leave the root. */
export function createLocalStorage(root: string): Storage {
  const resolve = (filePath: string) => {
    const full = path.resolve(root, filePath);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage path: ${filePath}`);
    return full;
  };
  return {
    root,
    async put(filePath, data) {
      const full = resolve(filePath);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async get(filePath) {
      try {
        return await readFile(resolve(filePath));
      } catch {
        return null;
      }
    },
    async exists(filePath) {
      try {
        return (await stat(resolve(filePath))).isFile();
      } catch {
        return false;
      }
    },
    async remove(filePath) {
      await rm(resolve(filePath), { force: true });
    },
  };
}
