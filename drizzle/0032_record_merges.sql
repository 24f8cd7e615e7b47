CREATE TABLE "record_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"survivor_id" uuid NOT NULL,
	"merged_id" uuid NOT NULL,
	"survivor_name" text NOT NULL,
	"merged_name" text NOT NULL,
	"choices" jsonb NOT NULL,
	"merged_row" jsonb NOT NULL,
	"survivor_before" jsonb NOT NULL,
	"survivor_updated_at" timestamp with time zone NOT NULL,
	"moved" jsonb NOT NULL,
	"removed" jsonb NOT NULL,
	"event_ids" jsonb NOT NULL,
	"merged_by" uuid,
	"merged_by_email" text,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	"undone_by_email" text,
	CONSTRAINT "record_merges_kind" CHECK ("record_merges"."kind" IN ('project', 'company')),
	CONSTRAINT "record_merges_two_records" CHECK ("record_merges"."survivor_id" <> "record_merges"."merged_id")
);
--> statement-breakpoint
ALTER TABLE "record_events" DROP CONSTRAINT "record_events_kind";--> statement-breakpoint
ALTER TABLE "record_merges" ADD CONSTRAINT "record_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_merges" ADD CONSTRAINT "record_merges_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_merges_active_merged_key" ON "record_merges" USING btree ("kind","merged_id") WHERE undone_at IS NULL;--> statement-breakpoint
CREATE INDEX "record_merges_survivor_idx" ON "record_merges" USING btree ("kind","survivor_id");--> statement-breakpoint
CREATE INDEX "record_merges_merged_at_idx" ON "record_merges" USING btree ("merged_at","id");--> statement-breakpoint
ALTER TABLE "record_events" ADD CONSTRAINT "record_events_kind" CHECK ("record_events"."kind" IN ('created', 'status', 'capacity', 'parties', 'station_capacity', 'merged'));