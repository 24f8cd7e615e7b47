CREATE TABLE "sign_in_counters" (
	"account" text NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_counters_account_name_pk" PRIMARY KEY("account","name")
);
--> statement-breakpoint
CREATE INDEX "sign_in_counters_expires_idx" ON "sign_in_counters" USING btree ("expires_at");