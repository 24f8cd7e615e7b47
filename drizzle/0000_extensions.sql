-- Extensions, the Turkish collation and the search-folding function that later migrations use.
-- Written by hand: drizzle-kit does not emit CREATE EXTENSION. Runs the same on PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE COLLATION IF NOT EXISTS tr_icu (provider = icu, locale = 'tr-TR');
--> statement-breakpoint
-- Folds text for search the Turkish way: İ, I and ı all become i, diacritics go (ş->s, ğ->g, ü->u,
-- ö->o, ç->c), then lower case. IMMUTABLE (the dictionary is named explicitly) so generated
-- columns and indexes can use it.
CREATE OR REPLACE FUNCTION gv_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, translate(value, 'İIı', 'iii'))) $$;
