import { and, eq } from 'drizzle-orm';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import { PROJECT_SUBMISSION_MESSAGES as M, type ProjectSubmission } from '../../../shared/schemas/submissions';
import type { Db } from '../../db/client';
import { user_project_submissions } from '../../db/schema/contributions';
import { cities, districts, project_locations, project_status_types, project_types } from '../../db/schema/reference';
import { escapeTelegramHtml, type Notifier } from '../../integrations/notifier/notifier';
import { AppError } from '../../lib/errors';
import { storeSubmission } from './store-submission';
import { requireCompanies, requireReference } from './reference-checks';

/**
 * Stores a pending project submission for the signed-in member (docs/product-rules.md#submissions) and tells the operators.
 * The shared strict schema parsed the values; the server checks every reference: lists, the
 * district belonging to the chosen city, and each related company being in the catalogue.
 */
export async function createProjectSubmission(deps: { db: Db; notifier: Notifier }, user: { id: string; email: string }, data: ProjectSubmission) {
  await requireReference(deps.db, project_status_types, data.status_type_id, 'status_type_id', M.statusType);
  await requireReference(deps.db, project_types, data.type_id, 'type_id', M.type);
  await requireReference(deps.db, project_locations, data.location_id, 'location_id', M.location);
  await requireReference(deps.db, cities, data.city_id, 'city_id', M.city);
  const [district] = await deps.db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.id, data.district_id), eq(districts.city_id, data.city_id)));
  if (!district) throw new AppError(400, 'VALIDATION_ERROR', M.districtOutsideCity, { path: 'district_id' });
  await requireCompanies(
    deps.db,
    PROJECT_COMPANY_ROLES.map(({ role }) => [role, data[role]]),
    M.company,
  );

  const [row] = await storeSubmission(deps.db, user.id, (tx) =>
    tx.insert(user_project_submissions).values({ user_id: user.id, project_data: { ...data } }).returning({ id: user_project_submissions.id }),
  );
  void deps.notifier.notify(
    `☀️ <b>Yeni proje başvurusu</b>\n${escapeTelegramHtml(data.project_name)}\nGönderen: ${escapeTelegramHtml(user.email)}`,
  );
  return { id: row!.id, message: M.success };
}
