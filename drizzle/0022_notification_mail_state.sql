ALTER TABLE "notifications" ADD COLUMN "mail_state" text;--> statement-breakpoint
CREATE INDEX "notifications_mail_due_idx" ON "notifications" USING btree ("created_at") WHERE mail_state = 'due';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_mail_state" CHECK ("notifications"."mail_state" IN ('due', 'sent', 'dropped'));