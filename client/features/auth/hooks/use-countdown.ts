import { useEffect, useRef, useState } from 'react';

/**
 * Counts `seconds` down while `running`, calling `onDone` once exactly `seconds` after the start.
 * Returns the whole seconds left (for a visible countdown).
 */
export function useCountdown(seconds: number, onDone: () => void, running = true): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    const tick = setInterval(() => {
      setLeft(Math.max(0, Math.ceil(seconds - (Date.now() - startedAt) / 1000)));
    }, 200);
    const end = setTimeout(() => done.current(), seconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [seconds, running]);

  return left;
}
