CREATE TABLE "record_event_outbox" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_event_outbox" ADD CONSTRAINT "record_event_outbox_event_id_record_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."record_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_event_outbox_created_idx" ON "record_event_outbox" USING btree ("created_at","event_id");--> statement-breakpoint
-- Written by hand (data, decision 059): the events the fan-out had not handled yet (no
-- notification_fanouts row) are queued, so the upgrade loses none; the seed's, and those older than
-- every watch (no one followed anything then, and a watch is told only what happens after it), never
-- notified anyone and are left out, as the fan-out left them.
INSERT INTO "record_event_outbox" ("event_id", "created_at")
SELECT e."id", e."created_at" FROM "record_events" e
WHERE e."origin" <> 'seed'
  AND e."created_at" >= (SELECT min(w."created_at") FROM "watches" w)
  AND NOT EXISTS (SELECT 1 FROM "notification_fanouts" f WHERE f."event_id" = e."id");
