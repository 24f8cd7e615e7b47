import { asc, sql } from 'drizzle-orm';
import { COMPANY_PICKER_LIMIT } from '../../../shared/schemas/submissions';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/catalog';
import { matchesSearch } from './search';

/**
 * Companies for a related-company picker (docs/product-rules.md#catalogue): name contains the text, Turkish
 * case-insensitive (the folded search key and its trigram index), ordered by name, at most 10.
 */
export async function findCompanyOptions(db: Db, search: string) {
  return db
    .select({ id: companies.id, company_name: companies.company_name })
    .from(companies)
    .where(matchesSearch(companies.search_key, search))
    .orderBy(sql`${companies.company_name} COLLATE tr_icu`, asc(companies.id))
    .limit(COMPANY_PICKER_LIMIT);
}
