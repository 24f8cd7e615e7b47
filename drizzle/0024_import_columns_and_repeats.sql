ALTER TABLE "import_rows" DROP CONSTRAINT "import_rows_action";--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "duplicate_of" integer;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "duplicate_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "unmapped" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "ignored_columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_action" CHECK ("import_rows"."action" IN ('create', 'update', 'unchanged', 'duplicate', 'error'));