CREATE TABLE "import_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid,
	"kind" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_source_kind_key" UNIQUE NULLS NOT DISTINCT("source_id","kind"),
	CONSTRAINT "import_mappings_kind" CHECK ("import_mappings"."kind" IN ('projects', 'companies', 'stations', 'station_capacities', 'installed_power', 'production'))
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"action" text NOT NULL,
	"label" text NOT NULL,
	"record_id" uuid,
	"matched_by" text,
	"record_version" text,
	"values" jsonb,
	"link" jsonb,
	"diff" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"before" jsonb,
	"link_before" jsonb,
	CONSTRAINT "import_rows_import_id_row_pk" PRIMARY KEY("import_id","row"),
	CONSTRAINT "import_rows_action" CHECK ("import_rows"."action" IN ('create', 'update', 'unchanged', 'error')),
	CONSTRAINT "import_rows_matched_by" CHECK ("import_rows"."matched_by" IN ('key', 'name'))
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"status" text DEFAULT 'previewing' NOT NULL,
	"import_date" date NOT NULL,
	"create_count" integer DEFAULT 0 NOT NULL,
	"update_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"committed_by" uuid,
	"committed_by_email" text,
	"reverted_at" timestamp with time zone,
	"reverted_by" uuid,
	"reverted_by_email" text,
	CONSTRAINT "imports_kind" CHECK ("imports"."kind" IN ('projects', 'companies', 'stations', 'station_capacities', 'installed_power', 'production')),
	CONSTRAINT "imports_status" CHECK ("imports"."status" IN ('previewing', 'previewed', 'committed', 'reverted', 'failed')),
	CONSTRAINT "imports_file_name_not_blank" CHECK (btrim("imports"."file_name") <> ''),
	CONSTRAINT "imports_committed_when_committed" CHECK (("imports"."status" IN ('committed', 'reverted')) = ("imports"."committed_at" IS NOT NULL)),
	CONSTRAINT "imports_reverted_when_reverted" CHECK (("imports"."status" = 'reverted') = ("imports"."reverted_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_committed_by_users_id_fk" FOREIGN KEY ("committed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_reverted_by_users_id_fk" FOREIGN KEY ("reverted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rows_action_idx" ON "import_rows" USING btree ("import_id","action","row");--> statement-breakpoint
CREATE INDEX "import_rows_record_idx" ON "import_rows" USING btree ("record_id") WHERE record_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "imports_created_idx" ON "imports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "imports_source_idx" ON "imports" USING btree ("source_id");