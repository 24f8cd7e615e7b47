import { expect, it } from 'vitest';
import { projectForm } from '../features/admin/resources/projects';
import { formValuesOf } from '../features/admin/resources/form-resource';
import { editBody } from './edit-body';

// An edit writes only the fields it sends (docs/decisions/031-edits-write-only-what-changed.md): a
// field the admin emptied must reach the server as null, or the stored value would silently stay.
it('sends a field the form shows empty as null, and every shown field', () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const stored = { project_name: 'GES', status_type_id: id(1), type_id: id(2), location_id: id(3), city_id: id(4), district_id: id(5), investor: 'Eski Yatırımcı', contractor: 'Yüklenici' };
  const parsed = projectForm.schema.parse({ ...formValuesOf(projectForm, stored), investor: '' }) as object;
  const body = JSON.parse(JSON.stringify(editBody(parsed))) as Record<string, unknown>;
  expect(body).toHaveProperty('investor', null);
  expect(body).toHaveProperty('contractor', 'Yüklenici');
  for (const field of projectForm.sections.flatMap((s) => s.fields)) expect(Object.keys(body)).toContain(field.name);
});
