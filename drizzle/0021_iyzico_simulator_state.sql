CREATE TABLE "iyzico_simulator_checkouts" (
	"token" text PRIMARY KEY NOT NULL,
	"checkout" jsonb NOT NULL,
	"outcome" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iyzico_simulator_subscriptions" (
	"reference_code" text PRIMARY KEY NOT NULL,
	"subscription" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
