import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Vitest's files, longest first (decision 058): with two workers on two cores, a
// long file started last keeps one worker busy while the other waits, and a clean clone has no Vitest
// cache to order by. The durations are measured ones (`npm run test:durations` after a run with the
// JSON reporter); a file not yet measured is estimated from its size, as Vitest itself does.

export const DURATIONS_FILE = 'scripts/test-durations.json';
/** Seconds per kilobyte of a test file not yet measured (about the suite's median). */
const SECONDS_PER_KB = 0.5;

function measured(root: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(path.join(root, DURATIONS_FILE), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export default class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const known = measured(root);
    const estimate = (file: TestSpecification) => {
      const key = path.relative(root, file.moduleId);
      if (key in known) return known[key]!;
      try {
        return (statSync(file.moduleId).size / 1024) * SECONDS_PER_KB;
      } catch {
        return 0;
      }
    };
    const cost = new Map(files.map((file) => [file, estimate(file)]));
    // A worker keeps its modules only within a project (its config, its environment): the server's
    // long files first, then the client's short ones, which even out the two workers' ends.
    const rank = (file: TestSpecification) => (file.project.name === 'server' ? 0 : 1);
    return [...files].sort((a, b) => rank(a) - rank(b) || cost.get(b)! - cost.get(a)!);
  }
}
