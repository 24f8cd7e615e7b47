CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_key" text NOT NULL,
	"event_type" text NOT NULL,
	"subscription_reference_code" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
ALTER TABLE "subscription_packages" ADD COLUMN "trial_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD COLUMN "package_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD COLUMN "checkout_token" text;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD COLUMN "amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD COLUMN "currency" "currency";--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD COLUMN "token_count" integer;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD COLUMN "checkout_form_content" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD CONSTRAINT "subscription_requests_package_id_subscription_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."subscription_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD CONSTRAINT "subscription_requests_checkout_token_unique" UNIQUE("checkout_token");--> statement-breakpoint
ALTER TABLE "subscription_packages" ADD CONSTRAINT "subscription_packages_trial_days_range" CHECK ("subscription_packages"."trial_days" BETWEEN 1 AND 365);