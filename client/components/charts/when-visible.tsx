import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws `children` (a chart) once its place is in view, and at once where IntersectionObserver is
 * missing; until then an empty box of the chart's own `height`, so nothing moves when it is drawn.
 * A chart is one long task on a phone: those below the fold cost nothing until scrolled to
 * (docs/decisions/032-member-pages-draw-what-is-in-view.md).
 */
export function WhenVisible({ height, children }: { height: number | '100%'; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = box.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  if (visible) return <>{children}</>;
  return <div ref={box} className="w-full" style={{ height }} />;
}
