ALTER TABLE "company_sources" ADD COLUMN "data_date" date;--> statement-breakpoint
ALTER TABLE "company_sources" ADD COLUMN "citation" text;--> statement-breakpoint
ALTER TABLE "project_sources" ADD COLUMN "data_date" date;--> statement-breakpoint
ALTER TABLE "project_sources" ADD COLUMN "citation" text;--> statement-breakpoint
ALTER TABLE "station_sources" ADD COLUMN "data_date" date;--> statement-breakpoint
ALTER TABLE "station_sources" ADD COLUMN "citation" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "data_date" date;--> statement-breakpoint
-- The seeded sources' own data dates (server/seeds/sources.ts), on a database seeded before the column existed.
UPDATE "sources" SET "data_date" = '2019-12-31' WHERE "key" = 'wri-gppd-1.3.0' AND "data_date" IS NULL;--> statement-breakpoint
UPDATE "sources" SET "data_date" = '2017-01-31' WHERE "key" = 'osm-power-grids-2017' AND "data_date" IS NULL;--> statement-breakpoint
UPDATE "sources" SET "data_date" = '2025-11-25' WHERE "key" = 'yeka-sonuclari' AND "data_date" IS NULL;--> statement-breakpoint
UPDATE "sources" SET "data_date" = '2026-11-26' WHERE "key" = 'gunesveri-derleme-2026' AND "data_date" IS NULL;--> statement-breakpoint
UPDATE "sources" SET "data_date" = '2023-12-31' WHERE "key" = 'iea-monthly-electricity' AND "data_date" IS NULL;
