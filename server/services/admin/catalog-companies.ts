import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { COMPANY_SUBMISSION_MESSAGES } from '../../../shared/schemas/submissions';
import { ADMIN_CATALOG_MESSAGES as M, type AdminCompanyForm } from '../../../shared/schemas/admin/catalog';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../../../shared/schemas/admin/list';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/catalog';
import { cities, company_activity_types, company_product_types } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { cappedCount, matchesSearch } from '../catalog/search';
import { requireReference } from '../submissions/reference-checks';
import { audited, type Admin } from './audited';
import { changedColumns, isEmpty, type SentFields } from './changed-columns';

// Companies in the back office (docs/product-rules.md#admin-catalogue).

type CompanyValues = Omit<AdminCompanyForm, 'user_id'> & { user_id?: string | null };

export function companyColumns(form: CompanyValues) {
  return {
    company_name: form.company_name,
    activity_type_id: form.activity_type_id,
    product_type_id: form.product_type_id,
    city_id: form.city_id,
    establishment_year: form.establishment_year ?? null,
    website: form.website ?? null,
    linkedin: form.linkedin ?? null,
    relevant_person: form.relevant_person ?? null,
    title: form.title ?? null,
    email: form.email ?? null,
    phone: form.phone ?? null,
    user_id: form.user_id ?? null,
    is_verified: form.is_verified ?? false,
  } satisfies Partial<typeof companies.$inferInsert>;
}

export async function checkCompanyReferences(db: Db, form: CompanyValues) {
  const R = COMPANY_SUBMISSION_MESSAGES;
  await requireReference(db, company_activity_types, form.activity_type_id, 'activity_type_id', R.activityType);
  await requireReference(db, company_product_types, form.product_type_id, 'product_type_id', R.productType);
  await requireReference(db, cities, form.city_id, 'city_id', R.city);
  if (form.user_id) await requireReference(db, users, form.user_id, 'user_id', M.user);
}

export async function listAdminCompanies(db: Db, query: { search: string; page: number }): Promise<AdminPage<{ id: string; company_name: string; is_verified: boolean; email: string | null; phone: string | null; user_email: string | null; created_at: string }>> {
  const where = query.search ? matchesSearch(companies.search_key, query.search) : undefined;
  const [rows, count] = await Promise.all([
    db
      .select({
        id: companies.id,
        company_name: companies.company_name,
        is_verified: companies.is_verified,
        email: companies.email,
        phone: companies.phone,
        user_email: users.email,
        created_at: companies.created_at,
      })
      .from(companies)
      .leftJoin(users, eq(users.id, companies.user_id))
      .where(where)
      .orderBy(desc(companies.created_at), desc(companies.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    cappedCount(db, where ? sql`FROM ${companies} WHERE ${where}` : sql`FROM ${companies}`, where ? undefined : companies),
  ]);
  return {
    items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total: count.total,
    capped: count.capped,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

export async function getAdminCompany(db: Db, id: string) {
  const { search_key: _k, ...columns } = getTableColumns(companies);
  const [row] = await db.select({ ...columns, user_email: users.email }).from(companies).leftJoin(users, eq(users.id, companies.user_id)).where(eq(companies.id, id));
  if (!row) throw new AppError(404, 'NOT_FOUND', M.companyNotFound);
  const { user_email, ...values } = row;
  return {
    id: row.id,
    values: { ...values, created_at: values.created_at.toISOString(), updated_at: values.updated_at.toISOString() },
    labels: user_email ? { user_id: user_email } : {},
  };
}

export async function createAdminCompany(db: Db, admin: Admin, form: AdminCompanyForm) {
  await checkCompanyReferences(db, form);
  return audited(db, admin, 'companies', 'create', async (tx) => {
    const [row] = await tx.insert(companies).values(companyColumns(form)).returning();
    return { entityId: row!.id, after: row, result: { id: row!.id } };
  });
}

export async function updateAdminCompany(db: Db, admin: Admin, id: string, form: AdminCompanyForm, sent?: SentFields) {
  await checkCompanyReferences(db, form);
  return audited(db, admin, 'companies', 'update', async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.companyNotFound);
    const changed = changedColumns(before, companyColumns(form), sent);
    if (isEmpty(changed)) return { entityId: id, result: { id }, unchanged: true };
    const [after] = await tx.update(companies).set({ ...changed, updated_at: new Date() }).where(eq(companies.id, id)).returning();
    return { entityId: id, before, after, result: { id } };
  });
}

/** Projects naming the company keep their other data; their link to it is emptied (FK set null). */
export async function deleteAdminCompany(db: Db, admin: Admin, id: string) {
  return audited(db, admin, 'companies', 'delete', async (tx) => {
    const [before] = await tx.delete(companies).where(eq(companies.id, id)).returning();
    if (!before) throw new AppError(404, 'NOT_FOUND', M.companyNotFound);
    return { entityId: id, before, after: null, result: { id } };
  });
}
