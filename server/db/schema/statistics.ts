import { sql } from 'drizzle-orm';
import { boolean, check, date, numeric, pgTable, smallint, text, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { sources } from './sources';

const mw = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

const period = () => ({
  id: id(),
  year: smallint('year').notNull(),
  month: smallint('month').notNull(),
});

const provenance = () => ({
  /** Host and path of the publication the figures were read from. */
  source: text('source'),
  /** The source of the figures in the sources table (decision 038); `source` keeps the exact page cited. */
  source_id: uuid('source_id').references((): AnyPgColumn => sources.id, { onDelete: 'restrict' }),
  verified_on: date('verified_on'),
  /** Figures the sources disagree on or that were derived; shown as estimates. */
  is_estimate: boolean('is_estimate').notNull().default(false),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * National installed power, MW (docs/product-rules.md#statistics). The total and renewable figures
 * may be unknown (null) where a source publishes only the solar figure, as the 2014-2021 year-ends
 * do: unknown stays unknown (docs/decisions/055-every-researched-figure-and-the-truth-by-default.md).
 */
export const installed_power_stats = pgTable(
  'installed_power_stats',
  {
    ...period(),
    total_electric_power: mw('total_electric_power'),
    total_renewable_power: mw('total_renewable_power'),
    total_solar_power: mw('total_solar_power').notNull(),
    total_licensed_solar: mw('total_licensed_solar'),
    total_unlicensed_solar: mw('total_unlicensed_solar'),
    renewable_percentage: percent('renewable_percentage'),
    solar_percentage: percent('solar_percentage'),
    ...provenance(),
  },
  (t) => [
    unique('installed_power_stats_year_month_key').on(t.year, t.month),
    check('installed_power_stats_period', sql`${t.month} BETWEEN 1 AND 12 AND ${t.year} BETWEEN 2000 AND 2100`),
    check(
      'installed_power_stats_non_negative',
      sql`${t.total_electric_power} >= 0 AND ${t.total_renewable_power} >= 0 AND ${t.total_solar_power} >= 0
        AND coalesce(${t.total_licensed_solar}, 0) >= 0 AND coalesce(${t.total_unlicensed_solar}, 0) >= 0`,
    ),
    check(
      'installed_power_stats_order',
      sql`${t.total_solar_power} <= ${t.total_renewable_power} AND ${t.total_renewable_power} <= ${t.total_electric_power}`,
    ),
    check(
      'installed_power_stats_percent_range',
      sql`${t.renewable_percentage} BETWEEN 0 AND 100 AND ${t.solar_percentage} BETWEEN 0 AND 100`,
    ),
  ],
);

/** National electricity production, MWh (docs/product-rules.md#statistics); total and renewable may be unknown, as above. */
export const production_stats = pgTable(
  'production_stats',
  {
    ...period(),
    total_electric_production: mw('total_electric_production'),
    total_renewable_production: mw('total_renewable_production'),
    total_solar_production: mw('total_solar_production').notNull(),
    total_licensed_solar_production: mw('total_licensed_solar_production'),
    total_unlicensed_solar_production: mw('total_unlicensed_solar_production'),
    renewable_percentage: percent('renewable_percentage'),
    solar_percentage: percent('solar_percentage'),
    ...provenance(),
  },
  (t) => [
    unique('production_stats_year_month_key').on(t.year, t.month),
    check('production_stats_period', sql`${t.month} BETWEEN 1 AND 12 AND ${t.year} BETWEEN 2000 AND 2100`),
    check(
      'production_stats_non_negative',
      sql`${t.total_electric_production} >= 0 AND ${t.total_renewable_production} >= 0 AND ${t.total_solar_production} >= 0
        AND coalesce(${t.total_licensed_solar_production}, 0) >= 0 AND coalesce(${t.total_unlicensed_solar_production}, 0) >= 0`,
    ),
    check(
      'production_stats_order',
      sql`${t.total_solar_production} <= ${t.total_renewable_production} AND ${t.total_renewable_production} <= ${t.total_electric_production}`,
    ),
    check(
      'production_stats_percent_range',
      sql`${t.renewable_percentage} BETWEEN 0 AND 100 AND ${t.solar_percentage} BETWEEN 0 AND 100`,
    ),
  ],
);
