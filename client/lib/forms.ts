import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type FormEvent } from 'react';
import { useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

// Forms run on react-hook-form with the shared Zod schema through its resolver (decision 010): the
// browser checks exactly what the server will check again, with the same Turkish messages.

/** A field whose value lives outside the form (e.g. the e-mail shared by the sign-in and sign-up forms). */
export interface ControlledValue {
  value: string;
  onChange: (value: string) => void;
}

interface ZodFormOptions {
  /** Fields held by the caller instead of the form. */
  controlled?: Record<string, ControlledValue>;
  /** Called after any field is edited (e.g. to hide a success notice). */
  onEdit?: (name: string) => void;
}

interface SubmitOptions {
  /** Ignore the submit (a request is pending, or the form is not ready yet). */
  skip?: boolean;
  /** Input for the schema besides the fields (e.g. a token or ticked ids). */
  extra?: Record<string, unknown>;
}

/** A text input's binding: `{ value, onValueChange, error }` to spread on a TextField / PasswordField. */
export interface BoundField {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/**
 * What a form holds for a schema: some of the schema's input fields, each as the form keeps it (text
 * for a number or a date until the schema parses it), so the values' type is the defaults' own type.
 */
export type FormValuesOf<S extends z.ZodType> = { [K in keyof z.input<S>]?: unknown };

/**
 * A form checked by a Zod schema on submit: the first message per field, a field's message cleared
 * when that field is edited, and `onValid` called with the parsed data. `form` is react-hook-form's
 * own API for what text inputs do not cover (numbers, selects, arrays, files: `form.register`,
 * `form.control`).
 */
export function useZodForm<S extends z.ZodType, V extends FormValuesOf<S>>(schema: S, defaultValues: V, { controlled, onEdit }: ZodFormOptions = {}) {
  const form = useForm<FieldValues, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>,
    defaultValues: { ...defaultValues, ...Object.fromEntries(Object.entries(controlled ?? {}).map(([name, c]) => [name, c.value])) },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  // A controlled field follows its owner (the other form may have changed it).
  const controlledKey = Object.entries(controlled ?? {})
    .map(([name, c]) => `${name}=${c.value}`)
    .join('&');
  useEffect(() => {
    for (const [name, c] of Object.entries(controlled ?? {})) {
      if (form.getValues(name) !== c.value) form.setValue(name, c.value);
    }
    // controlledKey stands for the controlled values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controlledKey]);

  // Every field starts from `defaultValues` (or a controlled value), so the watched values keep their type.
  const watched: FieldValues = useWatch({ control: form.control });
  const values = watched as V;

  const setValue = (name: string, value: unknown) => {
    form.setValue(name, value);
    controlled?.[name]?.onChange(String(value));
    form.clearErrors(name);
    onEdit?.(name);
  };

  const errorOf = (name: string): string | undefined => {
    const error = form.formState.errors[name];
    return typeof error?.message === 'string' ? error.message : undefined;
  };

  const field = (name: string): BoundField => ({
    value: String(watched[name] ?? ''),
    onValueChange: (value: string) => setValue(name, value),
    error: errorOf(name),
  });

  const handleSubmit =
    (onValid: (data: z.output<S>) => void, { skip = false, extra }: SubmitOptions = {}) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (skip) return;
      for (const [name, value] of Object.entries(extra ?? {})) form.setValue(name, value);
      void form.handleSubmit(onValid)(event);
    };

  /** Puts the form's fields back (to `next`, or to the initial values). */
  const reset = (next?: FieldValues) => form.reset(next);

  return { form, values, field, errorOf, setValue, reset, handleSubmit };
}
