// Progress of the previews and commits running in this process, for the screen's progress bar
// (GET /api/admin/imports/{id}). A commit is one transaction, so its progress cannot be read from the
// database while it runs; a preview also writes its progress to its row, which any instance reads.

export interface RunningImport {
  status: 'previewing' | 'committing';
  done: number;
  total: number;
}

const running = new Map<string, RunningImport>();

export const importProgress = {
  start(id: string, status: RunningImport['status'], total: number) {
    running.set(id, { status, done: 0, total });
  },
  advance(id: string, done: number, total?: number) {
    const entry = running.get(id);
    if (!entry) return;
    entry.done = done;
    if (total !== undefined) entry.total = Math.max(total, done);
  },
  finish(id: string) {
    running.delete(id);
  },
  get(id: string): RunningImport | undefined {
    return running.get(id);
  },
};
