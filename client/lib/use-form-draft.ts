import { useEffect, useRef, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from './storage';

/** Local form drafts wait this long after the last keystroke (docs/product-rules.md#general). */
export const DRAFT_DEBOUNCE_MS = 500;

export interface FormDraft {
  values: Record<string, string>;
  saved_at: string;
}

export function readDraft(key: string): FormDraft | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<FormDraft>;
    if (typeof parsed.values !== 'object' || parsed.values === null) return null;
    const values = Object.fromEntries(Object.entries(parsed.values).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    return { values, saved_at: typeof parsed.saved_at === 'string' ? parsed.saved_at : '' };
  } catch {
    return null;
  }
}

const sameValues = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys({ ...a, ...b }).every((k) => (a[k] ?? '') === (b[k] ?? ''));

/**
 * A form draft kept in localStorage under `key` (one key per form), written 500 ms after the last
 * edit. A draft from an earlier visit that differs from `initial` is offered for restore or clearing.
 */
export function useFormDraft(key: string, values: Record<string, string>, edited: boolean, initial: Record<string, string>) {
  const [offered, setOffered] = useState<FormDraft | null>(() => {
    const draft = readDraft(key);
    return draft && !sameValues(draft.values, initial) ? draft : null;
  });
  const stopped = useRef(false);

  useEffect(() => {
    if (!edited) return;
    const timer = setTimeout(() => {
      if (stopped.current) return;
      if (sameValues(values, initial)) removeStorage(key);
      else writeStorage(key, JSON.stringify({ values, saved_at: new Date().toISOString() } satisfies FormDraft));
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, values, edited, initial]);

  return {
    /** The earlier draft, until it is loaded or deleted. */
    offered,
    /** The offered draft was loaded into the form. */
    accept: () => setOffered(null),
    /** Deletes the stored draft (also after a successful submit: nothing is written afterwards). */
    discard: (stop = false) => {
      if (stop) stopped.current = true;
      removeStorage(key);
      setOffered(null);
    },
  };
}
