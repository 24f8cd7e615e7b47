import type { ZodError } from 'zod';

/** Field name -> the first validation message for it (form-level issues under "_"). */
export type FieldErrors = Partial<Record<string, string>>;

export function firstIssues(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** A copy of `errors` without `field` (called when the user edits that field). */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (errors[field] === undefined) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
