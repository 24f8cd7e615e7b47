import { SOLAR_PROJECT_FIELDS, SOLAR_PROJECT_MESSAGES as M, solarProjectFormSchema } from '../../../../shared/schemas/admin/solar-projects';
import type { FormResource } from './form-resource';

// A solar project record (docs/product-rules.md#solar-projects), edited in place in its list.

export const solarProjectForm: FormResource = {
  path: '/solar-projects',
  singular: 'Solar proje kaydı',
  schema: solarProjectFormSchema,
  sections: [{ fields: SOLAR_PROJECT_FIELDS.map((f) => (f.key === 'tarih' ? { kind: 'date', name: f.key, label: f.label } : { kind: 'text', name: f.key, label: f.label, required: f.key === 'proje_adi' })) }],
  messages: { loadFailed: M.loadFailed, saveFailed: M.updateFailed },
};
