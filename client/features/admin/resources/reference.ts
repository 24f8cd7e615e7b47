import { REFERENCE_MESSAGES as M, referenceFormSchema, type ReferenceListKey } from '../../../../shared/schemas/admin/reference';
import { adminSaver } from '../api/admin-resource-api';
import type { FormResource } from './form-resource';
import { queryKeys } from '../../../api/query-keys';

/** Add and rename: a trimmed, non-blank name; a district names its city (kept on a rename). */
export function referenceForm(list: ReferenceListKey, nameLabel: string): FormResource {
  const isDistricts = list === 'districts';
  return {
    path: `/reference/${list}`,
    singular: 'Kayıt',
    schema: referenceFormSchema,
    sections: [
      {
        fields: [
          ...(isDistricts ? [{ kind: 'select' as const, name: 'city_id', label: 'Şehir', required: true, options: 'cities' as const, placeholder: 'Şehir seçin', wide: true }] : []),
          { kind: 'text', name: 'name', label: nameLabel, maxLength: 200, wide: true },
        ],
      },
    ],
    // Add and save wait for a name (and a district for its city).
    canSubmit: (values) => String(values.name ?? '').trim() !== '' && (!isDistricts || Boolean(values.city_id)),
    // Every form that offers these values reads them again, districts included.
    useSave: adminSaver(`/reference/${list}`, { also: [queryKeys.reference] }),
    messages: { loadFailed: M.loadFailed, saveFailed: 'Kayıt kaydedilirken bir hata oluştu' },
  };
}
