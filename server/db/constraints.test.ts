import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from './client';
import { queryRows } from './query-rows';
import { databaseTargets } from '../test/databases';
import { expectRejected, RESTRICTED_DELETE, SQLSTATE } from '../test/db-errors';

// Every constraint the business rules rely on rejects a violating row, on PGlite and PostgreSQL.
for (const target of databaseTargets()) {
  describe(`database constraints [${target.name}]`, () => {
    let database: Database;
    let db: Db;
    const ids: Record<string, string> = {};

    const one = async (query: ReturnType<typeof sql>) => {
      const [row] = await queryRows<{ id: string }>(db, query);
      return row!.id;
    };

    beforeAll(async () => {
      database = await target.open();
      db = database.db;
      ids.user = await one(sql`INSERT INTO users (email) VALUES ('a@example.com') RETURNING id`);
      // Made-up places: the test databases hold a first start's reference data (server/test/global-setup.ts).
      ids.cityA = await one(sql`INSERT INTO cities (name) VALUES ('Deneme İli A') RETURNING id`);
      ids.cityB = await one(sql`INSERT INTO cities (name) VALUES ('Deneme İli B') RETURNING id`);
      ids.districtA = await one(sql`INSERT INTO districts (city_id, name) VALUES (${ids.cityA}, 'Karapınar') RETURNING id`);
      ids.districtB = await one(sql`INSERT INTO districts (city_id, name) VALUES (${ids.cityB}, 'Bergama') RETURNING id`);
      ids.project = await one(sql`INSERT INTO projects (project_name, city_id, district_id) VALUES ('Karapınar GES', ${ids.cityA}, ${ids.districtA}) RETURNING id`);
      ids.company = await one(sql`INSERT INTO companies (company_name) VALUES ('Örnek Enerji A.Ş.') RETURNING id`);
      ids.station = await one(sql`INSERT INTO transformer_station_definitions (city_id, station_name) VALUES (${ids.cityA}, 'Karapınar TM') RETURNING id`);
      ids.tag = await one(sql`INSERT INTO news_tags (name) VALUES ('Deneme Etiketi') RETURNING id`);
    });
    afterAll(async () => {
      if (database) await target.dispose(database);
    });

    it('applies the extensions, the Turkish collation and the folding function', async () => {
      const rows = await queryRows(db, sql`SELECT gv_fold('İSTANBUL Işık GÜNEŞ') AS folded`);
      expect(rows[0]).toEqual({ folded: 'istanbul isik gunes' });
      const ext = await queryRows<{ extname: string }>(db, sql`SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY 1`);
      expect(ext.map((r) => r.extname)).toEqual(['pg_trgm', 'unaccent']);
      const coll = await queryRows(db, sql`SELECT collname FROM pg_collation WHERE collname = 'tr_icu'`);
      expect(coll).toHaveLength(1);
    });

    it('keeps the stored search key folded the Turkish way', async () => {
      const rows = await queryRows(db, sql`SELECT search_key FROM projects WHERE id = ${ids.project}`);
      expect(rows[0]).toEqual({ search_key: 'karapinar ges' });
    });

    it('never lets a balance go below zero', async () => {
      await expectRejected(() => db.execute(sql`INSERT INTO users (email, token_balance) VALUES ('neg@example.com', -1)`), SQLSTATE.checkViolation, 'users_token_balance_non_negative');
      await expectRejected(() => db.execute(sql`UPDATE users SET token_balance = token_balance - 1 WHERE id = ${ids.user}`), SQLSTATE.checkViolation, 'users_token_balance_non_negative');
    });

    it('keeps e-mails unique and lower case', async () => {
      await expectRejected(() => db.execute(sql`INSERT INTO users (email) VALUES ('a@example.com')`), SQLSTATE.uniqueViolation);
      await expectRejected(() => db.execute(sql`INSERT INTO users (email) VALUES ('Upper@Example.com')`), SQLSTATE.checkViolation, 'users_email_lowercase');
    });

    it('rejects ledger rows whose sign does not match their type', async () => {
      await expectRejected(
        () => db.execute(sql`INSERT INTO token_transactions (user_id, amount, description, transaction_type, balance_after) VALUES (${ids.user}, -5, 'x', 'credit', 0)`),
        SQLSTATE.checkViolation,
        'token_transactions_sign_matches_type',
      );
      await expectRejected(
        () => db.execute(sql`INSERT INTO token_transactions (user_id, amount, description, transaction_type, balance_after) VALUES (${ids.user}, 5, 'x', 'refund', 5)`),
        SQLSTATE.invalidEnumValue,
      );
      await db.execute(sql`INSERT INTO token_transactions (user_id, amount, description, transaction_type, balance_after, idempotency_key) VALUES (${ids.user}, 50, 'Hoş geldin bakiyesi', 'credit', 50, 'welcome')`);
      await expectRejected(
        () => db.execute(sql`INSERT INTO token_transactions (user_id, amount, description, transaction_type, balance_after, idempotency_key) VALUES (${ids.user}, 50, 'Hoş geldin bakiyesi', 'credit', 100, 'welcome')`),
        SQLSTATE.uniqueViolation,
        'token_transactions_user_idempotency_key',
      );
    });

    it('has one row per cost key, within 0..1000', async () => {
      await db.execute(sql`INSERT INTO token_costs (cost_key, cost_value) VALUES ('filter', 15) ON CONFLICT (cost_key) DO NOTHING`);
      await expectRejected(() => db.execute(sql`INSERT INTO token_costs (cost_key, cost_value) VALUES ('filter', 20)`), SQLSTATE.uniqueViolation);
      await expectRejected(() => db.execute(sql`INSERT INTO token_costs (cost_key, cost_value) VALUES ('search', 1001)`), SQLSTATE.checkViolation, 'token_costs_value_range');
      await expectRejected(() => db.execute(sql`INSERT INTO token_costs (cost_key, cost_value) VALUES ('download', 1)`), SQLSTATE.invalidEnumValue);
    });

    it('pays once: one inventory row per user and item', async () => {
      await db.execute(sql`INSERT INTO user_projects (user_id, project_id) VALUES (${ids.user}, ${ids.project})`);
      await expectRejected(() => db.execute(sql`INSERT INTO user_projects (user_id, project_id) VALUES (${ids.user}, ${ids.project})`), SQLSTATE.uniqueViolation, 'user_projects_user_project_key');
      await db.execute(sql`INSERT INTO user_companies (user_id, company_id) VALUES (${ids.user}, ${ids.company})`);
      await expectRejected(() => db.execute(sql`INSERT INTO user_companies (user_id, company_id) VALUES (${ids.user}, ${ids.company})`), SQLSTATE.uniqueViolation, 'user_companies_user_company_key');
    });

    it('checks project references, units and currency', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      await expectRejected(() => db.execute(sql`INSERT INTO projects (project_name, city_id) VALUES ('X', ${missing})`), SQLSTATE.foreignKeyViolation);
      await expectRejected(() => db.execute(sql`INSERT INTO projects (project_name, investor_company_id) VALUES ('X', ${missing})`), SQLSTATE.foreignKeyViolation);
      await expectRejected(
        () => db.execute(sql`INSERT INTO projects (project_name, city_id, district_id) VALUES ('X', ${ids.cityA}, ${ids.districtB})`),
        SQLSTATE.foreignKeyViolation,
        'projects_district_in_city_fk',
      );
      await expectRejected(() => db.execute(sql`INSERT INTO projects (project_name, dc_power_unit) VALUES ('X', 'GWp')`), SQLSTATE.invalidEnumValue);
      await expectRejected(() => db.execute(sql`INSERT INTO projects (project_name, ac_power_unit) VALUES ('X', 'kWp')`), SQLSTATE.invalidEnumValue);
      await expectRejected(() => db.execute(sql`INSERT INTO projects (project_name, storage_capacity_unit) VALUES ('X', 'GWh')`), SQLSTATE.invalidEnumValue);
      await expectRejected(() => db.execute(sql`INSERT INTO projects (project_name, investment_currency) VALUES ('X', 'GBP')`), SQLSTATE.invalidEnumValue);
      await expectRejected(() => db.execute(sql`INSERT INTO projects (project_name, dc_power) VALUES ('X', -1)`), SQLSTATE.checkViolation, 'projects_dc_power_non_negative');
      await expectRejected(() => db.execute(sql`INSERT INTO projects (project_name) VALUES ('  ')`), SQLSTATE.checkViolation, 'projects_name_not_blank');
      // A referenced city cannot be deleted from under its projects.
      await expectRejected(() => db.execute(sql`DELETE FROM cities WHERE id = ${ids.cityA}`), RESTRICTED_DELETE);
    });

    it('compares powers across units', async () => {
      const [row] = await queryRows<{ dc_power_kw: string; ac_power_kw: string }>(
        db,
        sql`INSERT INTO projects (project_name, dc_power, dc_power_unit, ac_power, ac_power_unit) VALUES ('Büyük GES', 1.5, 'MWp', 900, 'kWe') RETURNING dc_power_kw, ac_power_kw`,
      );
      expect(Number(row!.dc_power_kw)).toBe(1500);
      expect(Number(row!.ac_power_kw)).toBe(900);
    });

    it('has one district name per city', async () => {
      await expectRejected(() => db.execute(sql`INSERT INTO districts (city_id, name) VALUES (${ids.cityA}, 'Karapınar')`), SQLSTATE.uniqueViolation, 'districts_city_name_key');
      await db.execute(sql`INSERT INTO districts (city_id, name) VALUES (${ids.cityB}, 'Karapınar')`);
    });

    it('has one capacity per station and month, within range', async () => {
      await db.execute(sql`INSERT INTO transformer_station_capacities (station_id, year, month, available_capacity) VALUES (${ids.station}, 2026, 5, 12.5)`);
      await expectRejected(
        () => db.execute(sql`INSERT INTO transformer_station_capacities (station_id, year, month, available_capacity) VALUES (${ids.station}, 2026, 5, 3)`),
        SQLSTATE.uniqueViolation,
        'station_capacities_station_year_month_key',
      );
      await expectRejected(() => db.execute(sql`INSERT INTO transformer_station_capacities (station_id, year, month, available_capacity) VALUES (${ids.station}, 2026, 13, 3)`), SQLSTATE.checkViolation, 'station_capacities_period');
      await expectRejected(() => db.execute(sql`INSERT INTO transformer_station_capacities (station_id, year, month, available_capacity) VALUES (${ids.station}, 2026, 6, -1)`), SQLSTATE.checkViolation, 'station_capacities_non_negative');
      await expectRejected(() => db.execute(sql`INSERT INTO transformer_station_definitions (city_id, station_name, latitude) VALUES (${ids.cityA}, 'X', 95)`), SQLSTATE.checkViolation, 'station_latitude_range');
      // Deleting a definition takes its capacity rows with it (docs/product-rules.md#admin).
      await db.execute(sql`DELETE FROM transformer_station_definitions WHERE id = ${ids.station}`);
      const rows = await queryRows(db, sql`SELECT count(*)::int AS n FROM transformer_station_capacities WHERE station_id = ${ids.station}`);
      expect(rows[0]).toEqual({ n: 0 });
    });

    it('checks statistics: ratios, order and one row per month', async () => {
      await db.execute(sql`INSERT INTO installed_power_stats (year, month, total_electric_power, total_renewable_power, total_solar_power, renewable_percentage, solar_percentage) VALUES (2025, 12, 100000, 58000, 22000, 58, 37.93)`);
      await expectRejected(
        () => db.execute(sql`INSERT INTO installed_power_stats (year, month, total_electric_power, total_renewable_power, total_solar_power) VALUES (2025, 12, 1, 1, 1)`),
        SQLSTATE.uniqueViolation,
        'installed_power_stats_year_month_key',
      );
      await expectRejected(
        () => db.execute(sql`INSERT INTO installed_power_stats (year, month, total_electric_power, total_renewable_power, total_solar_power) VALUES (2025, 11, 100, 50, 60)`),
        SQLSTATE.checkViolation,
        'installed_power_stats_order',
      );
      await expectRejected(
        () => db.execute(sql`INSERT INTO production_stats (year, month, total_electric_production, total_renewable_production, total_solar_production, solar_percentage) VALUES (2025, 11, 100, 50, 10, 120)`),
        SQLSTATE.checkViolation,
        'production_stats_percent_range',
      );
    });

    it('checks statuses, billing periods and package values', async () => {
      await expectRejected(() => db.execute(sql`INSERT INTO subscription_packages (name, billing_period) VALUES ('P', 'WEEKLY')`), SQLSTATE.invalidEnumValue);
      await expectRejected(() => db.execute(sql`INSERT INTO subscription_packages (name, currency) VALUES ('P', 'GBP')`), SQLSTATE.invalidEnumValue);
      await expectRejected(() => db.execute(sql`INSERT INTO subscription_packages (name, token_count) VALUES ('P', -1)`), SQLSTATE.checkViolation, 'subscription_packages_token_count_non_negative');
      await expectRejected(() => db.execute(sql`INSERT INTO subscription_requests (user_id, status) VALUES (${ids.user}, 'DONE')`), SQLSTATE.invalidEnumValue);
      await expectRejected(
        () => db.execute(sql`INSERT INTO project_suggestions (project_id, suggested_data, status) VALUES (${ids.project}, '{}'::jsonb, 'maybe')`),
        SQLSTATE.invalidEnumValue,
      );
      await expectRejected(
        () => db.execute(sql`INSERT INTO user_company_submissions (user_id, company_data, status) VALUES (${ids.user}, '{}'::jsonb, 'accepted')`),
        SQLSTATE.invalidEnumValue,
      );
    });

    it('keeps one default billing info per user and the +90 phone format', async () => {
      const billing = (isDefault: boolean, gsm = '+905321234567') =>
        db.execute(sql`INSERT INTO billing_infos (user_id, billing_name, name, surname, email, gsm_number, identity_number, billing_contact_name, billing_city, billing_address, billing_zip_code, is_default)
          VALUES (${ids.user}, 'Ev', 'Ayşe', 'Yılmaz', 'a@example.com', ${gsm}, '12345678901', 'Ayşe Yılmaz', 'Konya', 'Adres', '42000', ${isDefault})`);
      await billing(true);
      await expectRejected(() => billing(true), SQLSTATE.uniqueViolation, 'billing_infos_one_default_idx');
      await expectRejected(() => billing(false, '05321234567'), SQLSTATE.checkViolation, 'billing_infos_gsm_prefix');
    });

    it('refuses to delete a news tag in use and checks news content', async () => {
      await db.execute(sql`INSERT INTO news (title, content, tag_id, short_url) VALUES ('Haber', '<p>Metin</p>', ${ids.tag}, 'haber-1')`);
      await expectRejected(() => db.execute(sql`DELETE FROM news_tags WHERE id = ${ids.tag}`), RESTRICTED_DELETE);
      await expectRejected(() => db.execute(sql`INSERT INTO news (title, content, short_url) VALUES ('Başka', 'x', 'haber-1')`), SQLSTATE.uniqueViolation);
      await expectRejected(() => db.execute(sql`INSERT INTO news (title) VALUES ('Boş')`), SQLSTATE.checkViolation, 'news_content_or_link');
      await expectRejected(() => db.execute(sql`INSERT INTO news_tags (name, color) VALUES ('Renk', 'red')`), SQLSTATE.checkViolation, 'news_tags_color_hex');
    });

    it('checks contracts and announcements', async () => {
      await expectRejected(() => db.execute(sql`INSERT INTO contracts (title, file_path) VALUES ('', 'contracts/x.pdf')`), SQLSTATE.checkViolation, 'contracts_title_not_blank');
      await expectRejected(() => db.execute(sql`INSERT INTO announcements (title, content, animation_speed) VALUES ('T', 'C', 5)`), SQLSTATE.checkViolation, 'announcements_speed_range');
    });
  });
}
