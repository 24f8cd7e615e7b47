ALTER TABLE "user_companies" DROP CONSTRAINT "user_companies_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "user_projects" DROP CONSTRAINT "user_projects_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "user_companies" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_projects" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_companies" ADD COLUMN "item_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_companies" ADD COLUMN "paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_projects" ADD COLUMN "item_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_projects" ADD COLUMN "paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Rows opened before this migration: the item's current name and the debit of its opening.
UPDATE "user_projects" up SET "item_name" = p."project_name" FROM "projects" p WHERE p."id" = up."project_id";--> statement-breakpoint
UPDATE "user_companies" uc SET "item_name" = c."company_name" FROM "companies" c WHERE c."id" = uc."company_id";--> statement-breakpoint
UPDATE "user_projects" up SET "paid" = -t."amount" FROM "token_transactions" t WHERE t."user_id" = up."user_id" AND t."idempotency_key" = 'open:project:' || up."project_id"::text;--> statement-breakpoint
UPDATE "user_companies" uc SET "paid" = -t."amount" FROM "token_transactions" t WHERE t."user_id" = uc."user_id" AND t."idempotency_key" = 'open:company:' || uc."company_id"::text;
