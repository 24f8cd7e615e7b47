CREATE TABLE "record_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"occurred_on" date NOT NULL,
	"source_id" uuid,
	"origin" text NOT NULL,
	"import_id" uuid,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_events_entity" CHECK ("record_events"."entity" IN ('project', 'company', 'station')),
	CONSTRAINT "record_events_kind" CHECK ("record_events"."kind" IN ('created', 'status', 'capacity', 'parties', 'station_capacity')),
	CONSTRAINT "record_events_origin" CHECK ("record_events"."origin" IN ('admin', 'suggestion', 'import', 'seed'))
);
--> statement-breakpoint
CREATE TABLE "company_sources" (
	"company_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"external_key" text,
	"verified_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_sources_company_id_source_id_pk" PRIMARY KEY("company_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "project_sources" (
	"project_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"external_key" text,
	"verified_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_sources_project_id_source_id_pk" PRIMARY KEY("project_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"publisher" text,
	"url" text,
	"licence" text NOT NULL,
	"licence_url" text,
	"attribution" text,
	"retrieved_on" date,
	"is_generated" boolean DEFAULT false NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sources_key_slug" CHECK ("sources"."key" ~ '^[a-z0-9][a-z0-9.-]*$'),
	CONSTRAINT "sources_name_not_blank" CHECK (btrim("sources"."name") <> ''),
	CONSTRAINT "sources_licence_not_blank" CHECK (btrim("sources"."licence") <> '')
);
--> statement-breakpoint
CREATE TABLE "station_sources" (
	"station_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"external_key" text,
	"verified_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_sources_station_id_source_id_pk" PRIMARY KEY("station_id","source_id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "transformer_station_capacities" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "transformer_station_capacities" ADD COLUMN "verified_on" date;--> statement-breakpoint
ALTER TABLE "installed_power_stats" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "installed_power_stats" ADD COLUMN "verified_on" date;--> statement-breakpoint
ALTER TABLE "production_stats" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "production_stats" ADD COLUMN "verified_on" date;--> statement-breakpoint
ALTER TABLE "record_events" ADD CONSTRAINT "record_events_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_events" ADD CONSTRAINT "record_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sources" ADD CONSTRAINT "company_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sources" ADD CONSTRAINT "company_sources_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sources" ADD CONSTRAINT "project_sources_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sources" ADD CONSTRAINT "project_sources_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_sources" ADD CONSTRAINT "station_sources_station_id_transformer_station_definitions_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."transformer_station_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_sources" ADD CONSTRAINT "station_sources_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_events_entity_idx" ON "record_events" USING btree ("entity","entity_id","occurred_on");--> statement-breakpoint
CREATE INDEX "record_events_created_idx" ON "record_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "record_events_import_idx" ON "record_events" USING btree ("import_id") WHERE import_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "company_sources_external_key_idx" ON "company_sources" USING btree ("source_id","external_key") WHERE external_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "company_sources_source_idx" ON "company_sources" USING btree ("source_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_sources_external_key_idx" ON "project_sources" USING btree ("source_id","external_key") WHERE external_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "project_sources_source_idx" ON "project_sources" USING btree ("source_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sources_key_idx" ON "sources" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "station_sources_external_key_idx" ON "station_sources" USING btree ("source_id","external_key") WHERE external_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "station_sources_source_idx" ON "station_sources" USING btree ("source_id","station_id");--> statement-breakpoint
ALTER TABLE "transformer_station_capacities" ADD CONSTRAINT "transformer_station_capacities_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installed_power_stats" ADD CONSTRAINT "installed_power_stats_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_stats" ADD CONSTRAINT "production_stats_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_capacities_source_idx" ON "transformer_station_capacities" USING btree ("source_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_latitude_range" CHECK ("projects"."latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_longitude_range" CHECK ("projects"."longitude" BETWEEN -180 AND 180);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_coordinates_paired" CHECK (("projects"."latitude" IS NULL) = ("projects"."longitude" IS NULL));