ALTER TABLE "companies" ADD COLUMN "dupe_stem" text GENERATED ALWAYS AS (gv_dupe_stem(gv_fold(company_name))) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "dupe_stem" text GENERATED ALWAYS AS (gv_dupe_stem(gv_fold(project_name))) STORED;--> statement-breakpoint
ALTER TABLE "transformer_station_definitions" ADD COLUMN "dupe_stem" text GENERATED ALWAYS AS (gv_dupe_stem(gv_fold(station_name))) STORED;--> statement-breakpoint
CREATE INDEX "companies_dupe_stem_idx" ON "companies" USING btree ("city_id","dupe_stem");--> statement-breakpoint
CREATE INDEX "projects_dupe_stem_idx" ON "projects" USING btree ("city_id","dupe_stem");--> statement-breakpoint
CREATE INDEX "station_definitions_dupe_stem_idx" ON "transformer_station_definitions" USING btree ("city_id","dupe_stem");--> statement-breakpoint
-- hand-written below
-- The stems are stored now (docs/decisions/065-duplicate-candidates.md): the indexes on the expression
-- give way to the ones on the columns above.
DROP INDEX IF EXISTS "projects_stem_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "companies_stem_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "stations_stem_idx";
