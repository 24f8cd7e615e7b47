CREATE TABLE "company_claim_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_claim_links_token_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "company_claims" ADD COLUMN "document_path" text;--> statement-breakpoint
ALTER TABLE "company_claims" ADD COLUMN "decision_mail" text;--> statement-breakpoint
ALTER TABLE "company_claim_links" ADD CONSTRAINT "company_claim_links_claim_id_company_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."company_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_claim_links_email_idx" ON "company_claim_links" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "company_claim_links_claim_idx" ON "company_claim_links" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "company_claim_links_owed_idx" ON "company_claim_links" USING btree ("created_at") WHERE sent_at IS NULL;--> statement-breakpoint
CREATE INDEX "company_claims_mail_due_idx" ON "company_claims" USING btree ("decided_at") WHERE decision_mail = 'due';--> statement-breakpoint
ALTER TABLE "company_claims" ADD CONSTRAINT "company_claims_decision_mail" CHECK ("company_claims"."decision_mail" IN ('due', 'sent'));