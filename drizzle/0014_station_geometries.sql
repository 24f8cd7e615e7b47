CREATE TABLE "transformer_station_geometries" (
	"station_id" uuid PRIMARY KEY NOT NULL,
	"kml_file_path" text NOT NULL,
	"geometry" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transformer_station_geometries" ADD CONSTRAINT "transformer_station_geometries_station_id_transformer_station_definitions_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."transformer_station_definitions"("id") ON DELETE cascade ON UPDATE no action;