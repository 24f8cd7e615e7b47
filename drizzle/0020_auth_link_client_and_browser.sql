ALTER TABLE "auth_tokens" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "browser_hash" text;