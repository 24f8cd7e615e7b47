import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../../../shared/constants';

const letters = (text: string) => [...text].length;

/**
 * A search box's text and the search it commits (docs/product-rules.md#news): 4 letters at least, 500 ms after the
 * last keystroke; emptying the box clears the search at once. `committed` is the search in force
 * (e.g. from the URL); when it changes from outside (back button, "clear"), the box follows.
 */
export function useSearchText(committed: string, onCommit: (search: string) => void) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  const [own, setOwn] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCommitRef = useRef(onCommit);

  useEffect(() => {
    onCommitRef.current = onCommit;
  }, [onCommit]);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (committed !== seen) {
    setSeen(committed);
    // Our own commit keeps what the user is typing (e.g. a trailing space before the next word).
    if (committed !== own) setText(committed);
  }

  const commit = (search: string) => {
    setOwn(search);
    onCommitRef.current(search);
  };

  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    const search = value.trim();
    if (!search) {
      if (committed) commit('');
      return;
    }
    if (letters(search) < SEARCH_MIN_CHARS) return;
    timer.current = setTimeout(() => commit(search), SEARCH_DEBOUNCE_MS);
  };

  const typed = letters(text.trim());
  const hint = typed > 0 && typed < SEARCH_MIN_CHARS ? `En az ${SEARCH_MIN_CHARS} harf girin.` : null;
  return { text, change, hint };
}
