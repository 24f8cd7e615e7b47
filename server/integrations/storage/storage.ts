/**
 * File storage for public files (contract PDFs, cookie policies, station KML/KMZ, news images).
 * Paths are relative and slash-separated, e.g. "contracts/3f2a….pdf"; they are served at
 * `/files/<path>`. The local implementation writes under DATA_DIR/files.
 */
export interface Storage {
  put(filePath: string, data: Buffer | Uint8Array): Promise<void>;
  get(filePath: string): Promise<Buffer | null>;
  exists(filePath: string): Promise<boolean>;
  remove(filePath: string): Promise<void>;
  /** Absolute folder on disk, for serving with @fastify/static. */
  readonly root: string;
}

export const PUBLIC_FILES_PREFIX = '/files/';

export function publicFileUrl(filePath: string): string {
  return PUBLIC_FILES_PREFIX + filePath.split('/').map(encodeURIComponent).join('/');
}
