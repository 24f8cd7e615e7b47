import { useLayoutEffect, useRef, useState } from 'react';

/** Where ResizeObserver is missing (jsdom), a chart is drawn at this width. */
const FALLBACK_WIDTH = 640;

/**
 * The width in px of the element `ref` is put on, followed as it resizes; 0 until measured. Only
 * ResizeObserver measures (it reports after the browser's own layout, in the same frame): reading
 * the width from script would force the whole page's layout inside the render's task.
 */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(node.clientWidth || FALLBACK_WIDTH);
      return;
    }
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next !== undefined) setWidth(Math.round(next));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
