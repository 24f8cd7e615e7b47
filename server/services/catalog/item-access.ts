import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user_companies, user_projects } from '../../db/schema/inventory';

export type ItemKind = 'project' | 'company';

/** Whether the viewer has opened (paid for) the item: it then stays open (docs/product-rules.md#balance). */
export async function hasOpened(db: Db, kind: ItemKind, userId: string, itemId: string): Promise<boolean> {
  const rows =
    kind === 'project'
      ? await db.select({ id: user_projects.id }).from(user_projects).where(and(eq(user_projects.user_id, userId), eq(user_projects.project_id, itemId)))
      : await db.select({ id: user_companies.id }).from(user_companies).where(and(eq(user_companies.user_id, userId), eq(user_companies.company_id, itemId)));
  return rows.length > 0;
}
