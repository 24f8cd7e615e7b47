/**
 * Runs `step` over `items` a batch at a time, each batch in a task of its own (after the current
 * one), then `done`: a slow phone answers input between batches instead of sitting in one long task
 * (decision 032; docs/benchmarks.md#member-pages). Returns a cancel.
 */
export function inTasks<T>(items: readonly T[], size: number, step: (batch: T[]) => void, done?: () => void): () => void {
  let offset = 0;
  let timer: ReturnType<typeof setTimeout>;
  const next = () => {
    if (offset >= items.length) {
      done?.();
      return;
    }
    step(items.slice(offset, offset + size));
    offset += size;
    timer = setTimeout(next, 0);
  };
  timer = setTimeout(next, 0);
  return () => clearTimeout(timer);
}
