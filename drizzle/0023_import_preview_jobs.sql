ALTER TABLE "imports" ADD COLUMN "preview_stage" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_preview_stage" CHECK ("imports"."preview_stage" IN ('queued', 'reading', 'checking'));