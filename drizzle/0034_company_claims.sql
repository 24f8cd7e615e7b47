CREATE TABLE "company_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text,
	CONSTRAINT "company_claims_method" CHECK ("company_claims"."method" IN ('domain', 'document')),
	CONSTRAINT "company_claims_status" CHECK ("company_claims"."status" IN ('pending', 'verified', 'refused', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "company_claims" ADD CONSTRAINT "company_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_claims" ADD CONSTRAINT "company_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_claims" ADD CONSTRAINT "company_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_claims_one_pending_idx" ON "company_claims" USING btree ("company_id","user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "company_claims_user_idx" ON "company_claims" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "company_claims_company_idx" ON "company_claims" USING btree ("company_id","status");