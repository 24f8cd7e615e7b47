CREATE TYPE "public"."payment_kind" AS ENUM('initial', 'renewal');--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"subscription_request_id" uuid,
	"kind" "payment_kind" NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" "currency" NOT NULL,
	"subscription_reference_code" text,
	"order_reference_code" text,
	"package_name" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_reference_code_unique" UNIQUE("order_reference_code"),
	CONSTRAINT "payments_amount_non_negative" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD COLUMN "checkout_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_request_id_subscription_requests_id_fk" FOREIGN KEY ("subscription_request_id") REFERENCES "public"."subscription_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_reference_code");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_initial_per_request_idx" ON "payments" USING btree ("subscription_request_id") WHERE "payments"."kind" = 'initial';