ALTER TYPE "public"."cost_key" ADD VALUE 'export_rows';--> statement-breakpoint
CREATE TABLE "paid_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"export_key" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"amount" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paid_exports_user_export_key" UNIQUE("user_id","export_key"),
	CONSTRAINT "paid_exports_kind" CHECK ("paid_exports"."kind" IN ('projects', 'companies')),
	CONSTRAINT "paid_exports_amounts" CHECK ("paid_exports"."row_count" >= 0 AND "paid_exports"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "paid_exports" ADD CONSTRAINT "paid_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paid_exports_expires_idx" ON "paid_exports" USING btree ("expires_at");