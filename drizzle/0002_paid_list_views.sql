CREATE TABLE "paid_list_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"view_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paid_list_views_user_view_key" UNIQUE("user_id","view_key")
);
--> statement-breakpoint
ALTER TABLE "paid_list_views" ADD CONSTRAINT "paid_list_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paid_list_views_expires_idx" ON "paid_list_views" USING btree ("expires_at");