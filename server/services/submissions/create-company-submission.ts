import { COMPANY_SUBMISSION_MESSAGES, type CompanySubmission } from '../../../shared/schemas/submissions';
import type { Db } from '../../db/client';
import { user_company_submissions } from '../../db/schema/contributions';
import { cities, company_activity_types, company_product_types } from '../../db/schema/reference';
import { escapeTelegramHtml, type Notifier } from '../../integrations/notifier/notifier';
import { storeSubmission } from './store-submission';
import { requireReference } from './reference-checks';

/**
 * Stores a pending company submission for the signed-in member (docs/product-rules.md#submissions) and tells the operators.
 * The values were parsed by the shared strict schema; here the server checks that the reference ids exist.
 * user_id and status come only from the session and the default, never from the body.
 */
export async function createCompanySubmission(deps: { db: Db; notifier: Notifier }, user: { id: string; email: string }, data: CompanySubmission) {
  await requireReference(deps.db, company_activity_types, data.activity_type_id, 'activity_type_id', COMPANY_SUBMISSION_MESSAGES.activityType);
  await requireReference(deps.db, company_product_types, data.product_type_id, 'product_type_id', COMPANY_SUBMISSION_MESSAGES.productType);
  await requireReference(deps.db, cities, data.city_id, 'city_id', COMPANY_SUBMISSION_MESSAGES.city);
  const [row] = await storeSubmission(deps.db, user.id, (tx) =>
    tx.insert(user_company_submissions).values({ user_id: user.id, company_data: { ...data } }).returning({ id: user_company_submissions.id }),
  );
  void deps.notifier.notify(
    `🏢 <b>Yeni firma başvurusu</b>\n${escapeTelegramHtml(data.company_name)}\nGönderen: ${escapeTelegramHtml(user.email)}`,
  );
  return { id: row!.id, message: COMPANY_SUBMISSION_MESSAGES.success };
}
