import { useId, useRef } from 'react';
import { uploadProblem } from '../../../../shared/upload-rules';
import { labelClass } from '../../../components/ui/form-field';

/**
 * A file input for the back office's uploads (PDF for contracts and policies, KML/KMZ for stations):
 * the extension and size are checked as soon as a file is chosen, with the server's own messages,
 * so a wrong file is named before anything is sent (the server checks the content again).
 */
export function FileField({
  label,
  kind,
  file,
  onFile,
  error,
  onError,
  hint,
}: {
  label: string;
  kind: 'pdf' | 'station';
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string | null;
  onError: (message: string | null) => void;
  hint?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const accept = kind === 'pdf' ? 'application/pdf,.pdf' : '.kml,.kmz,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz';
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const problem = chosen ? uploadProblem(chosen, kind) : null;
          onError(problem);
          onFile(problem ? null : chosen);
          if (problem && input.current) input.current.value = '';
        }}
        className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-amber-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-amber-900 hover:file:bg-amber-200 dark:text-slate-300 dark:file:bg-amber-500/20 dark:file:text-amber-100"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {file ? `Seçilen: ${file.name}` : (hint ?? (kind === 'pdf' ? 'PDF, en fazla 10 MB' : 'KML veya KMZ, en fazla 10 MB'))}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
