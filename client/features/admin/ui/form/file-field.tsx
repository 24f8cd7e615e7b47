import { useId, useRef } from 'react';
import { uploadProblem } from '../../../../../shared/upload-rules';
import { labelClass } from '../../../../components/ui/form-field';
import type { FieldDef } from '../../registry/form';
import type { FieldProps } from './field-props';

/**
 * A file input for the back office's uploads (PDF for contracts and policies, KML/KMZ for stations):
 * the extension and size are checked as soon as a file is chosen, with the server's own messages,
 * so a wrong file is named before anything is sent (the server checks the content again).
 */
export function FileField({ field, ctx, bound: { error }, setError: onError, editing, hint }: FieldProps & { field: Extract<FieldDef, { kind: 'file' }>; hint?: string }) {
  const id = useId();
  const [kind, file] = [field.accept, (ctx.values[field.name] as File | null) ?? null];
  const label = editing && field.editLabel ? field.editLabel : field.label;
  const input = useRef<HTMLInputElement>(null);
  const accept = kind === 'pdf' ? 'application/pdf,.pdf' : '.kml,.kmz,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz';
  return (
    <div>
      <span id={`${id}-label`} className={labelClass}>
        {label}
      </span>
      {/* The browser's own file button speaks its UI language; this one speaks Turkish. The input
          stays in the tab order (visually hidden) and the label opens it. */}
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen ? uploadProblem(chosen, kind) : null;
            onError(problem);
            ctx.set(field.name, problem ? null : chosen);
            if (problem && input.current) input.current.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="cursor-pointer rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 hover:bg-amber-200 dark:bg-amber-500/20 dark:text-amber-100 dark:hover:bg-amber-500/30"
        >
          Dosya Seç
        </label>
        <span className="min-w-0 text-sm break-all text-slate-700 dark:text-slate-300">{file ? file.name : 'Dosya seçilmedi'}</span>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {hint ?? (kind === 'pdf' ? 'PDF, en fazla 10 MB' : 'KML veya KMZ, en fazla 10 MB')}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
