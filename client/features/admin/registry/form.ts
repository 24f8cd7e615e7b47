import type { UseMutationResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { ReferenceLists } from '../../../../shared/schemas/reference';
import type { UploadKind } from '../../../../shared/upload-rules';
import type { Picked } from '../../../components/pickers/search-picker';
import type { SelectOption } from '../../../components/ui/form-field';
import { decimalInput, monthName } from '../../../lib/format';

// A back-office form as a definition (refine's <Create>/<Edit> idea): its fields, the shared schema
// that checks them, where its record comes from and how it is saved. The form layer (ui/form/)
// renders any of them, on a page, in a dialog or in a row of a list.

/** What a field, a part or a field's follow-up sees of the form. */
export interface FormContext {
  values: Record<string, unknown>;
  set: (name: string, value: unknown) => void;
  /** Puts every field back to `values` (a stored month loaded for the chosen period). */
  reset: (values: Record<string, unknown>) => void;
  errorOf: (name: string) => string | undefined;
  /** The stored record being edited, as its loader answered it; undefined on a new one. */
  record?: unknown;
}

/** A search picker's component: the chosen id and the text shown. */
export type PickerComponent = ComponentType<{ label: string; id: string; text: string; onChange: (next: Picked) => void; error?: string; markRequired?: boolean }>;

/** Options of a select: a reference list, fixed values (shown as they are), labelled options, or a hook. */
export type OptionSource = keyof ReferenceLists | readonly string[] | readonly SelectOption[] | (() => { options: SelectOption[]; error?: string; placeholder?: string; disabled?: boolean });

/** Sets other fields after a field changes (the solar split); `previous` is the value it had. */
export type FollowUp = (value: unknown, ctx: FormContext, previous: unknown) => void;

interface FieldBase {
  name: string;
  label: string;
  required?: boolean;
  hint?: string | ((ctx: FormContext) => string | undefined);
  /** Both columns of a two-column form; in a row, the field that takes the room. */
  wide?: boolean;
  then?: FollowUp;
  /** Checked as typed: its message shows while the value is wrong (the balance's amount). */
  check?: (value: string) => string | undefined;
  /** What typing may leave in the field; other keystrokes are dropped (a token cost's digits). */
  allow?: RegExp;
}

/** One input of a resource form. Values are text in the form and parsed by the shared schema. */
export type FieldDef =
  | (FieldBase & { kind: 'text'; type?: 'text' | 'email' | 'url' | 'tel'; maxLength?: number; placeholder?: string; prefix?: string })
  /** A number as typed in Turkish ("1.250,5"); `integer` asks the phone for digits only; `min`/`max` make a spin box. */
  | (FieldBase & { kind: 'number'; integer?: boolean; placeholder?: string; min?: number; max?: number; maxLength?: number })
  /** A day, or with `time` a moment in the browser's time zone (stored as an ISO instant). */
  | (FieldBase & { kind: 'date'; time?: boolean })
  /** `placeholder`: the empty first choice ("Seçiniz" where required); false: a value is always chosen. */
  | (FieldBase & { kind: 'select'; options: OptionSource; placeholder?: string | false })
  | (FieldBase & { kind: 'district'; city: string })
  | (FieldBase & { kind: 'amount'; unit: string; unitLabel: string; units: readonly string[] })
  | (FieldBase & { kind: 'picker'; picker: PickerComponent })
  /** Shown only while `unless` (a picker) is empty (docs/product-rules.md#admin-catalogue: inspection consulting). */
  | (FieldBase & { kind: 'text-unless'; unless: string })
  | (FieldBase & { kind: 'checkbox' })
  /** Two or three choices as pressed buttons (the balance's direction). */
  | (FieldBase & { kind: 'toggle'; options: readonly { key: string; label: string }[] })
  | (FieldBase & { kind: 'colour' })
  /**
   * A file checked by shared/upload-rules.ts as soon as it is chosen. `missing`: a new record needs
   * one (the text when it has none); `editLabel` names it on an edit, where a new file is optional.
   */
  | (FieldBase & { kind: 'file'; accept: UploadKind; missing?: string; editLabel?: string })
  | (FieldBase & { kind: 'rich-text' })
  /** A list of short texts added one by one with Enter; an empty entry is a spacer. */
  | (FieldBase & { kind: 'list'; placeholder?: string })
  /** What follows the values without being one: a preview, computed shares, choices that fill several fields. */
  | { kind: 'part'; name: string; wide?: boolean; part: ComponentType<FormContext> };

export interface FormSection {
  /** A titled section is a fieldset with its legend; untitled fields stand on their own. */
  title?: string;
  fields: FieldDef[];
}

/** A save's answer and what it was given: the parsed values and the form's own (text, files). */
export interface SaveInput {
  data: unknown;
  values: Record<string, unknown>;
}

/** What a save answers: its message, and whatever else the route says (a new balance). */
export type SaveAnswer = { message: string } & Record<string, unknown>;

/** A save as ResourceForm drives it: adminSaver's mutation, or another of the same shape. */
export type SaveCall = Pick<UseMutationResult<SaveAnswer, Error, SaveInput>, 'mutate' | 'isPending' | 'error' | 'reset'>;

export interface FormResource {
  /** Under /api/admin, e.g. "/projects". */
  path: string;
  singular: string;
  /** A page form's heading for a new record and for an edit, and the line under it (default: the required-fields note). */
  titles?: { create: string; edit: string };
  description?: string;
  /** A page form's way back (default: the admin home) and the list a saved form returns to. */
  back?: { label: string; to: string };
  listPath?: string;
  /** The form's name for assistive technology (default: the title). */
  label?: (record: unknown) => string;
  /** Draft key prefix ("admin:projects"); only where the product keeps drafts (docs/product-rules.md#admin-forms). */
  draftKey?: string;
  schema: z.ZodType;
  sections: FormSection[];
  /** Values of a new record beyond the fields' empties (this month, a package's defaults). */
  defaults?: () => Record<string, unknown>;
  /**
   * The stored values of the record GET /api/admin/<path>/:id answers (default: its `values`, or the
   * record itself where it is a row as its list shows it) and the names its pickers show (default: its `labels`).
   */
  storedOf?: (record: never) => Record<string, unknown>;
  labelsOf?: (record: never) => Record<string, string>;
  /** Shown above the fields of a stored record (a sample record's notice). */
  notice?: (record: never) => ReactNode;
  /** The save (default: JSON to /api/admin/<path>[/:id], an edit through editBody). */
  useSave?: (id: string | undefined) => SaveCall;
  /** Saving waits for this (a station chosen; a cost that differs from the stored one). */
  canSubmit?: (values: Record<string, unknown>, record: unknown) => boolean;
  /** The submit button's name from the values (default "Kaydet"). */
  submitLabel?: (values: Record<string, unknown>) => string;
  /** A delete button on a stored record's page, behind a confirmation (the project and company pages). */
  remove?: { warning: string; failed: string };
  messages: { loadFailed: string; saveFailed: string | ((values: Record<string, unknown>) => string); notFound?: string; saved?: string };
}

/** A month select's options, 1 to 12 by their Turkish names. */
export const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1) }));

export const fieldsOf = (resource: Pick<FormResource, 'sections'>) => resource.sections.flatMap((s) => s.fields);

/** Every field name of a form, with the value it starts from. */
export function emptyValues(resource: Pick<FormResource, 'sections' | 'defaults'>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fieldsOf(resource)) {
    if (field.kind === 'part') continue;
    if (field.kind === 'checkbox') values[field.name] = false;
    else if (field.kind === 'file') values[field.name] = null;
    else if (field.kind === 'list') values[field.name] = [];
    else if (field.kind === 'amount') {
      values[field.name] = '';
      values[field.unit] = field.units[0];
    } else if (field.kind === 'select' && Array.isArray(field.options) && (field.placeholder === false || (!field.required && field.placeholder === undefined))) values[field.name] = optionValue(field.options[0]);
    else values[field.name] = '';
  }
  return { ...values, ...resource.defaults?.() };
}

const optionValue = (option: string | SelectOption | undefined) => (typeof option === 'object' ? option.value : (option ?? ''));

/**
 * "2026-11-24T13:05" in the browser's time zone, as a datetime-local input holds it; seconds and
 * milliseconds only where the moment has them, so an unchanged save keeps the stored instant.
 */
export function localMoment(value: string | Date): string {
  const date = new Date(value);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const minute = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (date.getMilliseconds()) return `${minute}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
  return date.getSeconds() ? `${minute}:${pad(date.getSeconds())}` : minute;
}

/**
 * A stored record's values as the form holds them: numbers in Turkish style, a moment in local time,
 * null as empty, a fixed prefix left out. A stored null stays empty, never the new form's default
 * (the spec's 0 for a number): an unknown saved back unchanged stays unknown (decision 052).
 */
export function formValuesOf(resource: Pick<FormResource, 'sections' | 'defaults'>, stored: Record<string, unknown>): Record<string, unknown> {
  const values = emptyValues(resource);
  const blank = emptyValues({ sections: resource.sections });
  const fields = new Map(fieldsOf(resource).map((f) => [f.name, f]));
  for (const key of Object.keys(values)) {
    const value = stored[key];
    const field = fields.get(key);
    if (value === null && field?.kind !== 'file') values[key] = blank[key];
    if (value === null || value === undefined || field?.kind === 'file') continue;
    if (typeof values[key] === 'boolean') values[key] = Boolean(value);
    else if (Array.isArray(value)) values[key] = [...(value as unknown[])];
    else if (typeof value === 'number') values[key] = decimalInput(value);
    else if (field?.kind === 'date' && field.time) values[key] = localMoment(String(value));
    else {
      const prefix = field?.kind === 'text' ? field.prefix : undefined;
      values[key] = prefix && String(value).startsWith(prefix) ? String(value).slice(prefix.length) : String(value);
    }
  }
  return values;
}
