import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { balanceSchema, inventorySchema } from '../../../shared/schemas/me';
import { token_transactions } from '../../db/schema/balance';
import { companies, projects } from '../../db/schema/catalog';
import { user_companies, user_projects } from '../../db/schema/inventory';
import { ownSubmissionsSchema } from '../../../shared/schemas/submissions';
import { requireUser } from '../../policies/auth-policy';
import { presentOwnSubmissions } from '../../presenters/own-submission';
import { listOwnSubmissions } from '../../services/submissions/list-own-submissions';

const LEDGER_LIMIT = 200;

// The signed-in user's own Bakiye, ledger and inventory (spec 2 §2.12 tokens and inventory tabs).
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get('/balance', { schema: { tags: ['me'], summary: 'Bakiye ve hareketler', response: { 200: balanceSchema } } }, async (request) => {
    const rows = await app.db
      .select()
      .from(token_transactions)
      .where(eq(token_transactions.user_id, request.user!.id))
      .orderBy(desc(token_transactions.created_at), desc(token_transactions.id))
      .limit(LEDGER_LIMIT);
    return {
      balance: request.user!.token_balance,
      transactions: rows.map((r) => ({
        id: r.id,
        amount: r.amount,
        description: r.description,
        transaction_type: r.transaction_type,
        balance_after: r.balance_after,
        created_at: r.created_at.toISOString(),
      })),
    };
  });

  app.get('/inventory', { schema: { tags: ['me'], summary: 'Açılan projeler ve firmalar', response: { 200: inventorySchema } } }, async (request) => {
    const userId = request.user!.id;
    const [projectRows, companyRows] = await Promise.all([
      app.db
        .select({ id: projects.id, name: projects.project_name, is_verified: projects.is_verified, opened_at: user_projects.opened_at })
        .from(user_projects)
        .innerJoin(projects, eq(projects.id, user_projects.project_id))
        .where(eq(user_projects.user_id, userId))
        .orderBy(desc(user_projects.opened_at)),
      app.db
        .select({ id: companies.id, name: companies.company_name, is_verified: companies.is_verified, opened_at: user_companies.opened_at })
        .from(user_companies)
        .innerJoin(companies, eq(companies.id, user_companies.company_id))
        .where(eq(user_companies.user_id, userId))
        .orderBy(desc(user_companies.opened_at)),
    ]);
    const iso = <T extends { opened_at: Date }>(r: T) => ({ ...r, opened_at: r.opened_at.toISOString() });
    return { projects: projectRows.map(iso), companies: companyRows.map(iso) };
  });

  app.get('/submissions', { schema: { tags: ['me'], summary: 'Başvurularım', response: { 200: ownSubmissionsSchema } } }, async (request) =>
    presentOwnSubmissions(await listOwnSubmissions(app.db, request.user!.id)),
  );
};
