import type { BoundField } from '../../../../lib/forms';
import type { FormContext } from '../../registry/form';

/** What a field of a resource form is given besides its definition (form-fields.tsx, file-field.tsx). */
export interface FieldProps {
  ctx: FormContext;
  bound: BoundField;
  /** A picker's shown text, kept beside its id (and in the draft). */
  pickerText: string;
  onPicked: (text: string) => void;
  setError: (message: string | null) => void;
  editing: boolean;
}
