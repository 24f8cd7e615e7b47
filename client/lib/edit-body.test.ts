import { expect, it } from 'vitest';
import { projectForm } from '../features/admin/resources/projects';
import { emptyValues, formValuesOf } from '../features/admin/registry/form';
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

// Unknown stays unknown (docs/decisions/052-unknown-stays-unknown.md): the spec's 0 is where a new
// project's numbers start; a stored null opens empty and is sent back as null, never as 0.
it("starts a new project's numbers at 0, but opens a stored unknown empty and sends it back as null", () => {
  expect(emptyValues(projectForm)).toMatchObject({ dc_power: '0', ac_power: '0', storage_capacity: '0', total_investment_cost: '0' });
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const stored = { project_name: 'GES', status_type_id: id(1), type_id: id(2), location_id: id(3), city_id: id(4), district_id: id(5), dc_power: null, ac_power: 1.5, storage_capacity: null, total_investment_cost: null };
  const values = formValuesOf(projectForm, stored);
  expect(values).toMatchObject({ dc_power: '', ac_power: '1,5', storage_capacity: '', total_investment_cost: '' });
  const body = JSON.parse(JSON.stringify(editBody(projectForm.schema.parse(values) as object))) as Record<string, unknown>;
  expect(body).toMatchObject({ dc_power: null, ac_power: 1.5, storage_capacity: null, total_investment_cost: null });
});
