import { useId, useRef, useState, type DragEvent } from 'react';
import { uploadProblem } from '../../../../shared/upload-rules';
import { DocumentIcon } from '../../../components/ui/icons';
import { formatDecimal } from '../../../lib/format';

// The importer's file field (decision 039): a CSV or XLSX chosen with the button or dropped on the box.
// The upload rules every back-office upload shares (shared/upload-rules.ts: extension and size) are
// checked as soon as a file arrives, so a wrong file is named before anything is sent.

export const IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${formatDecimal(bytes / 1024, 1)} KB` : `${formatDecimal(bytes / 1024 / 1024, 1)} MB`);

export function ImportFileDrop({ file, onFile, disabled }: { file: File | null; onFile: (file: File | null) => void; disabled?: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const take = (chosen: File | null) => {
    const found = chosen ? uploadProblem(chosen, 'import') : null;
    setProblem(found);
    onFile(found ? null : chosen);
    if (found && input.current) input.current.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files[0] ?? null);
  };

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="import-drop-zone"
        className={`flex flex-col items-center rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:py-10 ${
          over ? 'border-amber-500 bg-amber-50 dark:bg-amber-400/10' : 'border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900'
        }`}
      >
        <DocumentIcon className="size-9 text-slate-400" />
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {/* A touch screen has nothing to drag from: it reads "CSV veya XLSX dosyası" and the button. */}
          <span className="font-semibold text-slate-900 dark:text-white">
            CSV veya XLSX dosyası<span className="pointer-coarse:hidden">nı buraya sürükleyin</span>
          </span>
          <span className="block pointer-coarse:hidden">ya da</span>
        </p>
        {/* The browser's own file button speaks its UI language; this one speaks Turkish. The input
            stays in the tab order (visually hidden) and the label opens it. */}
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMPORT_ACCEPT}
          disabled={disabled}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => take(event.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="mt-2 cursor-pointer rounded-lg bg-amber-500 px-4 py-2 text-sm font-semibold text-slate-950 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 hover:bg-amber-400 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
        >
          Dosya Seç
        </label>
        <p id={`${id}-hint`} className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          CSV (virgül ya da noktalı virgülle ayrılmış) veya XLSX; ilk satır başlık satırı olmalı. En fazla 25 MB.
        </p>
      </div>
      <p className="mt-3 text-sm break-all text-slate-700 dark:text-slate-300" aria-live="polite">
        {file ? (
          <>
            Seçilen dosya: <span className="font-semibold text-slate-900 dark:text-white">{file.name}</span> ({fileSize(file.size)})
          </>
        ) : (
          'Dosya seçilmedi'
        )}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}
