/**
 * Runs `fn` in a task after the browser has drawn its next frame: style and layout are then
 * current, so reading sizes costs nothing, where a read from an effect forces the whole page's style
 * and layout inside the render's task (decision 032; docs/benchmarks.md#member-pages). Returns a cancel.
 */
export function afterNextFrame(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
