import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';
import { news } from './schema/news';
import { HOSTILE_ARTICLE, insertHostileArticle } from '../test/hostile-news';
import { queryRows } from './query-rows';
import { databaseTargets } from '../test/databases';

// Every entity of docs/product-rules.md#catalogue, #admin, plus sessions, links and acceptances.
const EXPECTED_TABLES = [
  'admin_audit_log', 'admin_idempotent_requests', 'announcements', 'api_key_usage', 'api_keys', 'app_secrets', 'auth_tokens', 'billing_infos', 'cities', 'companies', 'company_activity_types', 'company_claim_links', 'company_claims',
  'company_product_types', 'company_sources', 'company_suggestions', 'contract_acceptances', 'contracts', 'cookie_policies', 'correction_documents', 'data_quality_snapshots',
  'distinct_pairs', 'districts', 'duplicate_candidates', 'duplicate_rescan_queue', 'failed_jobs', 'import_mappings', 'import_rows', 'imports', 'installed_power_stats', 'iyzico_simulator_checkouts', 'iyzico_simulator_subscriptions', 'mail_deliveries', 'news', 'news_tags', 'notification_preferences', 'notifications', 'paid_exports', 'paid_list_views', 'payment_events', 'payments', 'production_stats', 'project_locations',
  'project_sources', 'project_status_types', 'project_suggestions', 'project_types', 'projects', 'record_event_outbox', 'record_events', 'record_merges', 'sessions', 'sign_in_counters', 'solar_projects', 'sources',
  'station_sources', 'subscription_packages', 'subscription_requests', 'token_costs', 'token_transactions',
  'transformer_station_capacities', 'transformer_station_definitions', 'transformer_station_geometries', 'user_companies',
  'user_company_submissions', 'user_project_submissions', 'user_projects', 'users', 'watches',
];

for (const target of databaseTargets()) {
  describe(`migrations [${target.name}]`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      if (database) await target.dispose(database);
    });

    it('create every table of the data model', async () => {
      const rows = await queryRows<{ table_name: string }>(
        database.db,
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
      );
      expect(rows.map((r) => r.table_name)).toEqual(EXPECTED_TABLES);
    });

    it('index the name searches with trigrams', async () => {
      const rows = await queryRows<{ indexname: string }>(
        database.db,
        sql`SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexdef LIKE '%gin_trgm_ops%' ORDER BY 1`,
      );
      expect(rows.map((r) => r.indexname)).toEqual([
        'companies_search_key_trgm_idx',
        'news_search_key_trgm_idx',
        'projects_search_key_trgm_idx',
        'solar_projects_search_key_trgm_idx',
        'station_definitions_search_key_trgm_idx',
        'users_email_trgm_idx',
      ]);
    });

    it('are safe to run again', async () => {
      await runMigrations(database);
      await runMigrations(database);
      const rows = await queryRows(database.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      // One row per migration in drizzle/, however often they ran.
      const journal = JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
      expect(rows[0]).toEqual({ n: journal.entries.length });
    });

    it('remove the hostile article an earlier demo seed published, and nothing an editor wrote (docs/reliability.md#second-attack-pass, finding 14)', async () => {
      await insertHostileArticle(database.db);
      await database.db.insert(news).values({ title: HOSTILE_ARTICLE.title, content: '<p>Editörün yazısı</p>', short_url: 'editorun-guvenlik-yazisi' });
      // The data fix is a migration of its own; found by name, whatever number it is given.
      const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_remove_hostile_demo_article.sql'));
      await database.db.execute(sql.raw(readFileSync(path.join(MIGRATIONS_FOLDER, file!), 'utf8')));
      const left = await database.db.select({ short_url: news.short_url }).from(news).where(eq(news.title, HOSTILE_ARTICLE.title));
      expect(left).toEqual([{ short_url: 'editorun-guvenlik-yazisi' }]);
    });
  });
}
