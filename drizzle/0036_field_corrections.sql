CREATE TABLE "correction_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"company_id" uuid NOT NULL,
	"file_path" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_events" DROP CONSTRAINT "record_events_kind";--> statement-breakpoint
ALTER TABLE "record_events" DROP CONSTRAINT "record_events_origin";--> statement-breakpoint
ALTER TABLE "company_suggestions" ADD COLUMN "representing_company_id" uuid;--> statement-breakpoint
ALTER TABLE "company_suggestions" ADD COLUMN "by_representative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_suggestions" ADD COLUMN "field_sources" jsonb;--> statement-breakpoint
ALTER TABLE "company_suggestions" ADD COLUMN "field_decisions" jsonb;--> statement-breakpoint
ALTER TABLE "company_suggestions" ADD COLUMN "decision_mail_state" text;--> statement-breakpoint
ALTER TABLE "project_suggestions" ADD COLUMN "representing_company_id" uuid;--> statement-breakpoint
ALTER TABLE "project_suggestions" ADD COLUMN "by_representative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_suggestions" ADD COLUMN "field_sources" jsonb;--> statement-breakpoint
ALTER TABLE "project_suggestions" ADD COLUMN "field_decisions" jsonb;--> statement-breakpoint
ALTER TABLE "project_suggestions" ADD COLUMN "decision_mail_state" text;--> statement-breakpoint
ALTER TABLE "record_events" ADD COLUMN "field_sources" jsonb;--> statement-breakpoint
ALTER TABLE "correction_documents" ADD CONSTRAINT "correction_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_documents" ADD CONSTRAINT "correction_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correction_documents_user_idx" ON "correction_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "correction_documents_company_idx" ON "correction_documents" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "company_suggestions" ADD CONSTRAINT "company_suggestions_representing_company_id_companies_id_fk" FOREIGN KEY ("representing_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_suggestions" ADD CONSTRAINT "project_suggestions_representing_company_id_companies_id_fk" FOREIGN KEY ("representing_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_suggestions_mail_due_idx" ON "company_suggestions" USING btree ("reviewed_at") WHERE decision_mail_state = 'due';--> statement-breakpoint
CREATE INDEX "project_suggestions_mail_due_idx" ON "project_suggestions" USING btree ("reviewed_at") WHERE decision_mail_state = 'due';--> statement-breakpoint
ALTER TABLE "record_events" ADD CONSTRAINT "record_events_kind" CHECK ("record_events"."kind" IN ('created', 'status', 'capacity', 'parties', 'station_capacity', 'merged', 'details'));--> statement-breakpoint
ALTER TABLE "record_events" ADD CONSTRAINT "record_events_origin" CHECK ("record_events"."origin" IN ('admin', 'suggestion', 'import', 'seed', 'company'));