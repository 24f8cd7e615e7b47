CREATE TABLE "distinct_pairs" (
	"kind" text NOT NULL,
	"record_a" uuid NOT NULL,
	"record_b" uuid NOT NULL,
	"marked_by" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distinct_pairs_kind_record_a_record_b_pk" PRIMARY KEY("kind","record_a","record_b"),
	CONSTRAINT "distinct_pairs_kind" CHECK ("distinct_pairs"."kind" IN ('project', 'company', 'station')),
	CONSTRAINT "distinct_pairs_ordered" CHECK ("distinct_pairs"."record_a" < "distinct_pairs"."record_b")
);
--> statement-breakpoint
CREATE TABLE "duplicate_candidates" (
	"kind" text NOT NULL,
	"record_a" uuid NOT NULL,
	"record_b" uuid NOT NULL,
	"score" smallint NOT NULL,
	"reasons" jsonb NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_candidates_kind_record_a_record_b_pk" PRIMARY KEY("kind","record_a","record_b"),
	CONSTRAINT "duplicate_candidates_kind" CHECK ("duplicate_candidates"."kind" IN ('project', 'company', 'station')),
	CONSTRAINT "duplicate_candidates_ordered" CHECK ("duplicate_candidates"."record_a" < "duplicate_candidates"."record_b"),
	CONSTRAINT "duplicate_candidates_score" CHECK ("duplicate_candidates"."score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "duplicate_rescan_queue" (
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_rescan_queue_kind_record_id_pk" PRIMARY KEY("kind","record_id"),
	CONSTRAINT "duplicate_rescan_queue_kind" CHECK ("duplicate_rescan_queue"."kind" IN ('project', 'company', 'station'))
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "distinct_pairs" ADD CONSTRAINT "distinct_pairs_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_candidates_list_idx" ON "duplicate_candidates" USING btree ("kind","score" DESC NULLS LAST,"record_a","record_b");--> statement-breakpoint
CREATE INDEX "duplicate_candidates_b_idx" ON "duplicate_candidates" USING btree ("kind","record_b");--> statement-breakpoint
-- hand-written below
-- Duplicate candidates (docs/decisions/065-duplicate-candidates.md): what drizzle-kit cannot express.
-- A name's stem: its folded form without digits, one-letter words, province names (the province is
-- compared on its own) and the words every plant, company or station name shares ("GES", "Enerji",
-- "A.Ş.", "TM"), so "Mersin Gülnar GES 2" and "Gülnar Güneş Enerji Santrali" meet on "gulnar".
-- IMMUTABLE, so the indexes below can hold it.
CREATE OR REPLACE FUNCTION gv_dupe_stem(folded text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(w, ' ' ORDER BY n), '')
    FROM unnest(string_to_array(btrim(regexp_replace(folded, '[^a-z]+', ' ', 'g')), ' ')) WITH ORDINALITY AS t(w, n)
    WHERE length(w) > 1 AND NOT w = ANY ('{ges,res,hes,gunes,enerji,enerjisi,santrali,cati,uzeri,mw,mwp,mwe,kw,kwp,kv,adana,adiyaman,afyonkarahisar,afyon,agri,aksaray,amasya,ankara,antalya,antep,ardahan,artvin,aydin,balikesir,bartin,batman,bayburt,bilecik,bingol,bitlis,bolu,burdur,bursa,canakkale,cankiri,corum,denizli,diyarbakir,duzce,edirne,elazig,erzincan,erzurum,eskisehir,gaziantep,giresun,gumushane,hakkari,hatay,icel,igdir,isparta,istanbul,izmir,kahramanmaras,maras,karabuk,karaman,kars,kastamonu,kayseri,kirikkale,kirklareli,kirsehir,kilis,kocaeli,konya,kutahya,malatya,manisa,mardin,mersin,mugla,mus,nevsehir,nigde,ordu,osmaniye,rize,sakarya,samsun,siirt,sinop,sivas,sanliurfa,urfa,sirnak,tekirdag,tokat,trabzon,tunceli,usak,van,yalova,yozgat,zonguldak,santral,solar,park,projesi,proje,tarlasi,elektrik,uretim,yatirim,as,ltd,sti,san,ve,tic,sanayi,ticaret,limited,sirketi,anonim,tm,trafo,merkezi,pv,spp}'::text[]) $$;
--> statement-breakpoint
-- The position grid: cells of 0.01° of latitude (1.11 km) by 0.0125° of longitude (at least 1 km
-- up to 44° N, all of Turkey), so two points within 1 km are in the same or a neighbouring cell.
CREATE OR REPLACE FUNCTION gv_grid_y(latitude numeric) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT floor(latitude / 0.01)::integer $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gv_grid_x(longitude numeric) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT floor(longitude / 0.0125)::integer $$;
--> statement-breakpoint
CREATE INDEX "projects_grid_idx" ON "projects" (gv_grid_y("latitude"), gv_grid_x("longitude")) WHERE "latitude" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "stations_grid_idx" ON "transformer_station_definitions" (gv_grid_y("latitude"), gv_grid_x("longitude")) WHERE "latitude" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "projects_stem_idx" ON "projects" ("city_id", gv_dupe_stem("search_key"));
--> statement-breakpoint
CREATE INDEX "companies_stem_idx" ON "companies" ("city_id", gv_dupe_stem("search_key"));
--> statement-breakpoint
CREATE INDEX "stations_stem_idx" ON "transformer_station_definitions" ("city_id", gv_dupe_stem(gv_fold("station_name")));
--> statement-breakpoint
-- Every write of a name, a province, a position or a capacity queues the record for a rescan in the
-- writer's own transaction, whatever wrote it, and wakes the rescan job at the commit (the channel
-- the record events use, with its own payload). Statement triggers: an import's thousands of rows
-- are one insert into the queue.
CREATE OR REPLACE FUNCTION gv_queue_duplicate_rescan() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  queued integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO duplicate_rescan_queue (kind, record_id) SELECT TG_ARGV[0], id FROM old_rows ON CONFLICT (kind, record_id) DO NOTHING;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO duplicate_rescan_queue (kind, record_id) SELECT TG_ARGV[0], id FROM new_rows ON CONFLICT (kind, record_id) DO NOTHING;
  ELSIF TG_TABLE_NAME = 'projects' THEN
    INSERT INTO duplicate_rescan_queue (kind, record_id)
      SELECT TG_ARGV[0], n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.search_key, n.city_id, n.latitude, n.longitude, n.dc_power_kw, n.ac_power_kw)
        IS DISTINCT FROM (o.search_key, o.city_id, o.latitude, o.longitude, o.dc_power_kw, o.ac_power_kw)
      ON CONFLICT (kind, record_id) DO NOTHING;
  ELSIF TG_TABLE_NAME = 'companies' THEN
    INSERT INTO duplicate_rescan_queue (kind, record_id)
      SELECT TG_ARGV[0], n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.search_key, n.city_id) IS DISTINCT FROM (o.search_key, o.city_id)
      ON CONFLICT (kind, record_id) DO NOTHING;
  ELSE
    INSERT INTO duplicate_rescan_queue (kind, record_id)
      SELECT TG_ARGV[0], n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.station_name, n.city_id, n.latitude, n.longitude) IS DISTINCT FROM (o.station_name, o.city_id, o.latitude, o.longitude)
      ON CONFLICT (kind, record_id) DO NOTHING;
  END IF;
  GET DIAGNOSTICS queued = ROW_COUNT;
  IF queued > 0 THEN
    PERFORM pg_notify('record_events', 'duplicates');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_duplicates_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gv_queue_duplicate_rescan('project');
--> statement-breakpoint
CREATE TRIGGER projects_duplicates_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gv_queue_duplicate_rescan('project');
--> statement-breakpoint
CREATE TRIGGER projects_duplicates_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gv_queue_duplicate_rescan('project');
--> statement-breakpoint
CREATE TRIGGER companies_duplicates_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gv_queue_duplicate_rescan('company');
--> statement-breakpoint
CREATE TRIGGER companies_duplicates_update AFTER UPDATE ON companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gv_queue_duplicate_rescan('company');
--> statement-breakpoint
CREATE TRIGGER companies_duplicates_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gv_queue_duplicate_rescan('company');
--> statement-breakpoint
CREATE TRIGGER stations_duplicates_insert AFTER INSERT ON transformer_station_definitions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gv_queue_duplicate_rescan('station');
--> statement-breakpoint
CREATE TRIGGER stations_duplicates_update AFTER UPDATE ON transformer_station_definitions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gv_queue_duplicate_rescan('station');
--> statement-breakpoint
CREATE TRIGGER stations_duplicates_delete AFTER DELETE ON transformer_station_definitions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gv_queue_duplicate_rescan('station');
