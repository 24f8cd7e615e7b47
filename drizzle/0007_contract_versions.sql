ALTER TABLE "contracts" ADD COLUMN "version_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "contracts" SET "version_at" = "created_at";
