import { useId, type ReactNode } from 'react';
import { SEARCH_MIN_CHARS } from '../../../shared/constants';
import { inputClass } from './form-field';
import { CloseIcon } from './icons';

function SearchIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

interface SearchFieldProps {
  label: string;
  placeholder: string;
  text: string;
  /** The "En az 4 harf" hint when the text is too short, else null. */
  hint: string | null;
  onChange: (text: string) => void;
  /** When set, the box is disabled and this explains why (e.g. a sign-in link for visitors). */
  locked?: { placeholder: string; note: ReactNode };
  /** The line under the box when there is nothing to warn about (default: the 4-letter minimum). */
  help?: string;
}

/** A labelled search box with a clear button and the minimum-length hint under it (docs/product-rules.md#catalogue). */
export function SearchField({ label, placeholder, text, hint, onChange, locked, help }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          disabled={locked !== undefined}
          placeholder={locked ? locked.placeholder : placeholder}
          aria-describedby={`${id}-hint`}
          aria-invalid={hint ? true : undefined}
          autoComplete="off"
          enterKeyHint="search"
          className={`${inputClass} pr-10 pl-11 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800/60 [&::-webkit-search-cancel-button]:hidden`}
        />
        {text && !locked && (
          <button
            type="button"
            onClick={() => onChange('')}
            className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <CloseIcon className="size-4" />
            <span className="sr-only">Aramayı temizle</span>
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 min-h-4 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {locked ? (
          locked.note
        ) : hint ? (
          <span className="font-medium text-amber-800 dark:text-amber-300">{hint}</span>
        ) : (
          (help ?? `En az ${SEARCH_MIN_CHARS} harf ile arayın.`)
        )}
      </p>
    </div>
  );
}
