ALTER TABLE "company_suggestions" ADD COLUMN "admin_feedback" text;--> statement-breakpoint
ALTER TABLE "project_suggestions" ADD COLUMN "admin_feedback" text;