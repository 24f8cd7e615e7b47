import { eq, getTableColumns } from 'drizzle-orm';
import { COMPANY_SUBMISSION_MESSAGES } from '../../../shared/schemas/submissions';
import { ADMIN_CATALOG_MESSAGES as M, type AdminCompanyForm } from '../../../shared/schemas/admin/catalog';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/catalog';
import { cities, company_activity_types, company_product_types } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { requireReference } from '../submissions/reference-checks';
import type { Admin } from './audited';
import { COMPANY_CATALOG, createCatalogRecord, deleteCatalogRecord, formValues, newestFirstPage, updateCatalogRecord } from './catalog-records';
import type { SentFields } from './changed-columns';
import { companyEvents, writeEvents } from '../history/record-events';

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

export async function listAdminCompanies(db: Db, query: { search: string; page: number }) {
  const rows = db
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
    .$dynamic();
  return newestFirstPage(db, companies, query, rows);
}

export async function getAdminCompany(db: Db, id: string) {
  const { search_key: _k, dupe_stem: _s, ...columns } = getTableColumns(companies);
  const [row] = await db.select({ ...columns, user_email: users.email }).from(companies).leftJoin(users, eq(users.id, companies.user_id)).where(eq(companies.id, id));
  if (!row) throw new AppError(404, 'NOT_FOUND', M.companyNotFound);
  const { user_email, ...values } = row;
  return { id: row.id, values: formValues(values), labels: user_email ? { user_id: user_email } : {} };
}

export async function createAdminCompany(db: Db, admin: Admin, form: AdminCompanyForm) {
  await checkCompanyReferences(db, form);
  return createCatalogRecord(db, admin, COMPANY_CATALOG, companyColumns(form));
}

export async function updateAdminCompany(db: Db, admin: Admin, id: string, form: AdminCompanyForm, sent?: SentFields) {
  await checkCompanyReferences(db, form);
  // Every accepted change of a field is kept for the public change log (decision 070).
  return updateCatalogRecord(db, admin, COMPANY_CATALOG, id, companyColumns(form), sent, async (tx, before, changed) => {
    await writeEvents(tx, companyEvents(id, before, changed, { origin: 'admin', actorId: admin.id }));
  });
}

/** Projects naming the company keep their other data; their link to it is emptied (FK set null). */
export async function deleteAdminCompany(db: Db, admin: Admin, id: string) {
  return deleteCatalogRecord(db, admin, COMPANY_CATALOG, id);
}
