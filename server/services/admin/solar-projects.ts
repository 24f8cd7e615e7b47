import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin/list';
import { SOLAR_PROJECT_MESSAGES as M, type SolarProjectForm } from '../../../shared/schemas/admin/solar-projects';
import type { Db } from '../../db/client';
import { solar_projects } from '../../db/schema/solar-projects';
import { AppError } from '../../lib/errors';
import { cappedCount, matchesSearch } from '../catalog/search';
import { changedColumns, isEmpty, type SentFields } from './changed-columns';
import { audited, type Admin } from './audited';

// Solar project records (docs/product-rules.md#solar-projects): search over name, owner, province and
// district, the meeting decision type filter, inline edit and delete.

const columns = (form: SolarProjectForm) => ({
  proje_adi: form.proje_adi,
  proje_sahibi: form.proje_sahibi ?? null,
  il: form.il ?? null,
  ilce: form.ilce ?? null,
  sektor: form.sektor ?? null,
  alt_sektor: form.alt_sektor ?? null,
  toplanti_karar_tipi: form.toplanti_karar_tipi ?? null,
  tarih: form.tarih ?? null,
  proje_turu: form.proje_turu ?? null,
});

export async function listSolarProjects(db: Db, query: { search: string; decision_type: string; page: number }) {
  const where = and(
    query.search ? matchesSearch(solar_projects.search_key, query.search) : undefined,
    query.decision_type ? eq(solar_projects.toplanti_karar_tipi, query.decision_type) : undefined,
  );
  const { search_key: _s, created_at: _c, ...shown } = solar_projects;
  const [rows, count, types] = await Promise.all([
    db
      .select({
        id: shown.id,
        proje_adi: shown.proje_adi,
        proje_sahibi: shown.proje_sahibi,
        il: shown.il,
        ilce: shown.ilce,
        sektor: shown.sektor,
        alt_sektor: shown.alt_sektor,
        toplanti_karar_tipi: shown.toplanti_karar_tipi,
        tarih: shown.tarih,
        proje_turu: shown.proje_turu,
      })
      .from(solar_projects)
      .where(where)
      .orderBy(desc(solar_projects.created_at), desc(solar_projects.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    cappedCount(db, where ? sql`FROM ${solar_projects} WHERE ${where}` : sql`FROM ${solar_projects}`, where ? undefined : solar_projects),
    // Distinct values taken from the data (docs/product-rules.md#admin); the index makes this a short scan.
    db
      .selectDistinct({ value: solar_projects.toplanti_karar_tipi })
      .from(solar_projects)
      .where(isNotNull(solar_projects.toplanti_karar_tipi))
      .orderBy(asc(solar_projects.toplanti_karar_tipi)),
  ]);
  return {
    items: rows,
    total: count.total,
    capped: count.capped,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
    decision_types: types.map((t) => t.value!),
  };
}

export function createSolarProject(db: Db, admin: Admin, form: SolarProjectForm) {
  return audited(db, admin, 'solar_projects', 'create', async (tx) => {
    const [row] = await tx.insert(solar_projects).values(columns(form)).returning();
    return { entityId: row!.id, after: row, result: { id: row!.id } };
  });
}

export function updateSolarProject(db: Db, admin: Admin, id: string, form: SolarProjectForm, sent?: SentFields) {
  return audited(db, admin, 'solar_projects', 'update', async (tx) => {
    const [before] = await tx.select().from(solar_projects).where(eq(solar_projects.id, id)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    const changed = changedColumns(before, columns(form), sent);
    if (isEmpty(changed)) return { entityId: id, result: { id }, unchanged: true };
    const [after] = await tx.update(solar_projects).set(changed).where(eq(solar_projects.id, id)).returning();
    return { entityId: id, before, after, result: { id } };
  });
}

export function deleteSolarProject(db: Db, admin: Admin, id: string) {
  return audited(db, admin, 'solar_projects', 'delete', async (tx) => {
    const [before] = await tx.delete(solar_projects).where(eq(solar_projects.id, id)).returning();
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    return { entityId: id, before, after: null, result: { id } };
  });
}
