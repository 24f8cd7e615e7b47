import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { firstIssues, withoutError, type FieldErrors } from './form-errors';

/** A field whose value lives outside the form (e.g. the e-mail shared by the sign-in and sign-up forms). */
export interface ControlledValue {
  value: string;
  onChange: (value: string) => void;
}

interface SchemaFormOptions<K extends string> {
  /** Fields held by the caller instead of the form. */
  controlled?: Record<K, ControlledValue>;
  /** Called after any field is edited (e.g. to hide a success notice). */
  onEdit?: (name: string) => void;
}

interface SubmitOptions {
  /** Ignore the submit (a request is pending, or the form is not ready yet). */
  skip?: boolean;
  /** Input for the schema besides the fields (e.g. a token or ticked ids). */
  extra?: Record<string, unknown>;
}

/**
 * A controlled form checked by a Zod schema on submit: each field's value and first error, the
 * error cleared when that field is edited, and `onValid` called with the parsed data.
 *
 * `field(name)` gives `{ value, onValueChange, error }` to spread on a TextField / PasswordField.
 */
export function useSchemaForm<S extends z.ZodType, V extends Record<string, string>, K extends string = never>(
  schema: S,
  initialValues: V,
  { controlled, onEdit }: SchemaFormOptions<K> = {},
) {
  type Name = (keyof V & string) | K;
  const [own, setOwn] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  const values = { ...own } as V & Record<K, string>;
  for (const [name, entry] of Object.entries<ControlledValue>(controlled ?? {})) {
    (values as Record<string, string>)[name] = entry.value;
  }

  const setValue = (name: Name, value: string) => {
    const outside = (controlled as Partial<Record<string, ControlledValue>> | undefined)?.[name];
    if (outside) outside.onChange(value);
    else setOwn((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutError(current, name));
    onEdit?.(name);
  };

  const field = (name: Name) => ({
    value: (values as Record<string, string>)[name] ?? '',
    onValueChange: (value: string) => setValue(name, value),
    error: errors[name],
  });

  /** Puts the form's own fields back (to `next`, or to the initial values). */
  const reset = (next: V = initialValues) => setOwn(next);

  const handleSubmit =
    (onValid: (data: z.output<S>) => void, { skip = false, extra }: SubmitOptions = {}) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (skip) return;
      const parsed = schema.safeParse({ ...values, ...extra });
      if (!parsed.success) {
        setErrors(firstIssues(parsed.error));
        return;
      }
      setErrors({});
      onValid(parsed.data);
    };

  return { values, errors, field, setValue, setErrors, reset, handleSubmit };
}
