CREATE TABLE "data_quality_snapshots" (
	"day" date NOT NULL,
	"gap_key" text NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_quality_snapshots_day_gap_key_pk" PRIMARY KEY("day","gap_key"),
	CONSTRAINT "data_quality_snapshots_count_non_negative" CHECK ("data_quality_snapshots"."count" >= 0)
);
