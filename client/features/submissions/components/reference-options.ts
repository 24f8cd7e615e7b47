import type { NamedItem } from '../../../../shared/schemas/reference';
import type { SelectOption } from '../../../components/ui/form-field';

/** A reference list as select options (already sorted by Turkish name on the server). */
export const optionsOf = (items: readonly NamedItem[] | undefined): SelectOption[] => (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** A fixed list of values (units, currencies) as options. */
export const valueOptions = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

/** The empty first choice of a select. */
export const CHOOSE = 'Seçiniz';
