import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

export const inputClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 hover:border-slate-400 focus:border-amber-500 focus-visible:outline-offset-0 aria-invalid:border-red-500 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500 dark:hover:border-slate-500 dark:focus:border-amber-400 dark:aria-invalid:border-red-400';

export const labelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The first validation message for this field. */
  error?: string;
  hint?: ReactNode;
  /** Overrides the generated id (the label's `for`). */
  id?: string;
  /** Content inside the input's right edge (the password toggle). */
  trailing?: ReactNode;
  /** Ids of further elements describing the input (e.g. a checklist). */
  describedBy?: string;
  /** A required field of a long form: a red star after the label, aria-required on the input. */
  markRequired?: boolean;
}

/** A labelled text input with its hint and first error, wired with for / aria-describedby / aria-invalid. */
export function TextField({ label, value, onValueChange, error, hint, id, trailing, describedBy, markRequired, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {label}
        {markRequired && <RequiredMark />}
      </label>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          value={value}
          aria-required={markRequired || undefined}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={`${inputClass} ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

interface PasswordFieldProps extends Omit<FieldProps, 'type' | 'trailing'> {
  /** Screen-reader name of the toggle, e.g. "Şifreyi göster"; "göster" becomes "gizle" when shown. */
  toggleLabel?: string;
}

/** A password input with a show/hide toggle (the toggle's name is text, not aria-label). */
export function PasswordField({ toggleLabel = 'Şifreyi göster', ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const inputId = props.id ?? generated;
  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={inputId}
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          <span className="sr-only">{visible ? toggleLabel.replace(/göster$/, 'gizle') : toggleLabel}</span>
        </button>
      }
    />
  );
}

/** A field's hint and first error under it, with the ids its input points at (aria-describedby). */
function FieldMessages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}

/** The visible mark of a required field (the input itself says aria-required; the form checks on submit). */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
      *
    </span>
  );
}

/** The look of a native select: the input's with a chevron. */
export const selectClass = `${inputClass} select-chevron appearance-none pr-9`;

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The empty first choice ("Seçiniz"); omitted when a value is always set (units, currency). */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** A required field of a long form: a red star after the label, aria-required on the select. */
  markRequired?: boolean;
  /** Hides the label visually (a unit next to its number keeps its name for screen readers). */
  hideLabel?: boolean;
}

/** A labelled native select with its hint and first error, wired like TextField. */
export function SelectField({ label, value, onValueChange, options, placeholder, error, hint, disabled, markRequired, hideLabel }: SelectFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : labelClass}>
        {label}
        {markRequired && <RequiredMark />}
      </label>
      <select
        id={inputId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        disabled={disabled}
        aria-required={markRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${selectClass} ${hideLabel ? '' : 'mt-1.5'} disabled:cursor-not-allowed disabled:opacity-60`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
