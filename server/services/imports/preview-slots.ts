import { IMPORT_MESSAGES } from '../../../shared/schemas/imports';
import { AppError } from '../../lib/errors';

// How many previews one instance reads at once
// (docs/decisions/050-import-preview-jobs-decoding-and-export-headers.md). A preview holds a file's parse
// state (an XLSX's shared strings, up to the caps of check-import-file.ts) while it reads: four at once took
// gigabytes (docs/benchmarks.md#xlsx-preview-memory). The limit is this process's, as the memory is; each
// instance behind the load balancer has its own. Taking a slot is one synchronous check-and-increment, so
// parallel requests cannot pass it together.

/** Previews read at once in one instance. */
export const IMPORT_PREVIEWS_AT_ONCE = 2;
/** What a refused upload is told to wait, in seconds (a large preview takes about this long). */
export const IMPORT_PREVIEW_RETRY_SECONDS = 20;

export class PreviewSlots {
  private taken = 0;

  constructor(readonly size: number = IMPORT_PREVIEWS_AT_ONCE) {}

  get running(): number {
    return this.taken;
  }

  /** A slot, released by the returned function (once); refused with 429 and Retry-After when none is free. */
  take(): () => void {
    if (this.taken >= this.size) {
      throw new AppError(429, 'IMPORTS_BUSY', IMPORT_MESSAGES.previewsBusy, { retryAfterSeconds: IMPORT_PREVIEW_RETRY_SECONDS });
    }
    this.taken += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.taken -= 1;
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's preview slots (POST /api/admin/imports takes one while it reads the file). */
    importPreviews: PreviewSlots;
  }
}
