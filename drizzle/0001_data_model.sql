CREATE TYPE "public"."ac_power_unit" AS ENUM('kWe', 'MWe');--> statement-breakpoint
CREATE TYPE "public"."auth_token_purpose" AS ENUM('email_verification', 'password_reset');--> statement-breakpoint
CREATE TYPE "public"."badge_color" AS ENUM('blue', 'green', 'purple', 'orange', 'red', 'yellow');--> statement-breakpoint
CREATE TYPE "public"."billing_period" AS ENUM('MONTHLY', 'YEARLY');--> statement-breakpoint
CREATE TYPE "public"."cost_key" AS ENUM('company_detail', 'project_detail', 'filter', 'search', 'pagination');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('TRY', 'USD', 'EUR');--> statement-breakpoint
CREATE TYPE "public"."dc_power_unit" AS ENUM('kWp', 'MWp');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."storage_capacity_unit" AS ENUM('kWh', 'MWh');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('SUCCESS', 'PENDING', 'FAILED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('credit', 'debit');--> statement-breakpoint
CREATE TABLE "token_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cost_key" "cost_key" NOT NULL,
	"cost_value" integer NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_costs_cost_key_unique" UNIQUE("cost_key"),
	CONSTRAINT "token_costs_value_range" CHECK ("token_costs"."cost_value" BETWEEN 0 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "token_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"transaction_type" "transaction_type" NOT NULL,
	"balance_after" integer NOT NULL,
	"idempotency_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_transactions_user_idempotency_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "token_transactions_sign_matches_type" CHECK (("token_transactions"."transaction_type" = 'credit' AND "token_transactions"."amount" > 0) OR ("token_transactions"."transaction_type" = 'debit' AND "token_transactions"."amount" < 0)),
	CONSTRAINT "token_transactions_balance_after_non_negative" CHECK ("token_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_infos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"billing_name" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"gsm_number" text NOT NULL,
	"identity_number" text,
	"is_company" boolean DEFAULT false NOT NULL,
	"tax_number" text,
	"tax_office" text,
	"billing_contact_name" text NOT NULL,
	"billing_city" text NOT NULL,
	"billing_country" text DEFAULT 'Türkiye' NOT NULL,
	"billing_address" text NOT NULL,
	"billing_zip_code" text NOT NULL,
	"shipping_contact_name" text,
	"shipping_city" text,
	"shipping_country" text DEFAULT 'Türkiye',
	"shipping_address" text,
	"shipping_zip_code" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_infos_gsm_prefix" CHECK ("billing_infos"."gsm_number" ~ '^\+90[0-9]{10}$'),
	CONSTRAINT "billing_infos_identity_or_tax" CHECK (("billing_infos"."is_company" AND coalesce("billing_infos"."tax_number", '') <> '' AND coalesce("billing_infos"."tax_office", '') <> '')
        OR (NOT "billing_infos"."is_company" AND coalesce("billing_infos"."identity_number", '') <> ''))
);
--> statement-breakpoint
CREATE TABLE "subscription_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" "currency" DEFAULT 'TRY' NOT NULL,
	"billing_period" "billing_period" DEFAULT 'MONTHLY' NOT NULL,
	"iyzico_pricing_plan_reference_code" text,
	"iyzico_product_reference_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"badge_text" text,
	"badge_color" "badge_color" DEFAULT 'blue' NOT NULL,
	"token_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_packages_iyzico_pricing_plan_reference_code_unique" UNIQUE("iyzico_pricing_plan_reference_code"),
	CONSTRAINT "subscription_packages_name_not_blank" CHECK (btrim("subscription_packages"."name") <> ''),
	CONSTRAINT "subscription_packages_price_non_negative" CHECK ("subscription_packages"."price" >= 0),
	CONSTRAINT "subscription_packages_token_count_non_negative" CHECK ("subscription_packages"."token_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pricing_plan_reference_code" text,
	"package_name" text,
	"conversation_id" text,
	"customer_data" jsonb,
	"status" "subscription_status" DEFAULT 'PENDING' NOT NULL,
	"subscription_reference_code" text,
	"error_message" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_requests_conversation_id_unique" UNIQUE("conversation_id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"establishment_year" integer,
	"website" text,
	"linkedin" text,
	"relevant_person" text,
	"title" text,
	"email" text,
	"phone" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"activity_type_id" uuid,
	"product_type_id" uuid,
	"city_id" uuid,
	"logo" text,
	"organization_seo_description" text,
	"raw_address" text,
	"keywords" text,
	"relevant_person_linkedin" text,
	"photo_url" text,
	"organization_short_description" text,
	"num_employees" text,
	"country" text DEFAULT 'Türkiye',
	"district" text,
	"user_id" uuid,
	"is_generated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_key" text GENERATED ALWAYS AS (gv_fold(company_name)) STORED,
	CONSTRAINT "companies_name_not_blank" CHECK (btrim("companies"."company_name") <> ''),
	CONSTRAINT "companies_establishment_year_range" CHECK ("companies"."establishment_year" BETWEEN 1900 AND 2100)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_name" text NOT NULL,
	"type_id" uuid,
	"status_type_id" uuid,
	"location_id" uuid,
	"city_id" uuid,
	"district_id" uuid,
	"dc_power" numeric(14, 3),
	"dc_power_unit" "dc_power_unit" DEFAULT 'kWp' NOT NULL,
	"ac_power" numeric(14, 3),
	"ac_power_unit" "ac_power_unit" DEFAULT 'kWe' NOT NULL,
	"storage_capacity" numeric(14, 3),
	"storage_capacity_unit" "storage_capacity_unit" DEFAULT 'kWh' NOT NULL,
	"investor" text,
	"contractor" text,
	"pv_module" text,
	"inverter" text,
	"construction" text,
	"inspection_consulting" text,
	"maintenance_repair" text,
	"total_investment_cost" numeric(18, 2),
	"investment_currency" "currency" DEFAULT 'TRY' NOT NULL,
	"financial_institution" text,
	"permission_status" text,
	"project_start_date" date,
	"commissioning_date" date,
	"is_verified" boolean DEFAULT false NOT NULL,
	"investor_company_id" uuid,
	"contractor_company_id" uuid,
	"pv_module_company_id" uuid,
	"inverter_company_id" uuid,
	"distribution_board_company_id" uuid,
	"construction_company_id" uuid,
	"owners_engineering_company_id" uuid,
	"maintenance_company_id" uuid,
	"financial_company_id" uuid,
	"is_generated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_key" text GENERATED ALWAYS AS (gv_fold(project_name)) STORED,
	"dc_power_kw" numeric GENERATED ALWAYS AS (CASE WHEN dc_power_unit = 'MWp' THEN dc_power * 1000 ELSE dc_power END) STORED,
	"ac_power_kw" numeric GENERATED ALWAYS AS (CASE WHEN ac_power_unit = 'MWe' THEN ac_power * 1000 ELSE ac_power END) STORED,
	CONSTRAINT "projects_name_not_blank" CHECK (btrim("projects"."project_name") <> ''),
	CONSTRAINT "projects_dc_power_non_negative" CHECK ("projects"."dc_power" >= 0),
	CONSTRAINT "projects_ac_power_non_negative" CHECK ("projects"."ac_power" >= 0),
	CONSTRAINT "projects_storage_non_negative" CHECK ("projects"."storage_capacity" >= 0),
	CONSTRAINT "projects_investment_non_negative" CHECK ("projects"."total_investment_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"suggested_by" uuid,
	"suggested_data" jsonb NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"suggested_by" uuid,
	"suggested_data" jsonb NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_company_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_data" jsonb NOT NULL,
	"admin_feedback" text,
	"company_id" uuid,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_project_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_data" jsonb NOT NULL,
	"admin_feedback" text,
	"project_id" uuid,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_companies_user_company_key" UNIQUE("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "user_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_projects_user_project_key" UNIQUE("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "contract_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contract_id" uuid,
	"contract_title" text NOT NULL,
	"contract_version" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" "inet",
	CONSTRAINT "contract_acceptances_user_contract_version_key" UNIQUE("user_id","contract_id","contract_version")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"file_path" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"must" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_title_not_blank" CHECK (btrim("contracts"."title") <> '')
);
--> statement-breakpoint
CREATE TABLE "cookie_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"file_path" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cookie_policies_title_not_blank" CHECK (btrim("cookie_policies"."title") <> '')
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"background_color" text DEFAULT '#059669' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"animation_speed" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_title_not_blank" CHECK (btrim("announcements"."title") <> ''),
	CONSTRAINT "announcements_content_not_blank" CHECK (btrim("announcements"."content") <> ''),
	CONSTRAINT "announcements_speed_range" CHECK ("announcements"."animation_speed" BETWEEN 10 AND 100),
	CONSTRAINT "announcements_colors_hex" CHECK ("announcements"."background_color" ~ '^#[0-9a-fA-F]{6}$' AND "announcements"."text_color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"tag_id" uuid,
	"short_url" text,
	"post_image_url" text,
	"external_link" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_key" text GENERATED ALWAYS AS (gv_fold(title || ' ' || coalesce(content, ''))) STORED,
	CONSTRAINT "news_short_url_unique" UNIQUE("short_url"),
	CONSTRAINT "news_title_not_blank" CHECK (btrim("news"."title") <> ''),
	CONSTRAINT "news_content_or_link" CHECK (coalesce(btrim("news"."content"), '') <> '' OR "news"."external_link" IS NOT NULL),
	CONSTRAINT "news_short_url_format" CHECK ("news"."short_url" ~ '^[^[:space:]/?#]+$')
);
--> statement-breakpoint
CREATE TABLE "news_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#484866' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_tags_name_unique" UNIQUE("name"),
	CONSTRAINT "news_tags_name_not_blank" CHECK (btrim("news_tags"."name") <> ''),
	CONSTRAINT "news_tags_color_hex" CHECK ("news_tags"."color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"plate_code" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name"),
	CONSTRAINT "cities_plate_code_unique" UNIQUE("plate_code"),
	CONSTRAINT "cities_name_not_blank" CHECK (btrim("cities"."name") <> ''),
	CONSTRAINT "cities_plate_code_range" CHECK ("cities"."plate_code" BETWEEN 1 AND 81)
);
--> statement-breakpoint
CREATE TABLE "company_activity_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_activity_types_name_unique" UNIQUE("name"),
	CONSTRAINT "company_activity_types_name_not_blank" CHECK (btrim("company_activity_types"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "company_product_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_product_types_name_unique" UNIQUE("name"),
	CONSTRAINT "company_product_types_name_not_blank" CHECK (btrim("company_product_types"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "districts_city_name_key" UNIQUE("city_id","name"),
	CONSTRAINT "districts_id_city_key" UNIQUE("id","city_id"),
	CONSTRAINT "districts_name_not_blank" CHECK (btrim("districts"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "project_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_locations_name_unique" UNIQUE("name"),
	CONSTRAINT "project_locations_name_not_blank" CHECK (btrim("project_locations"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "project_status_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_status_types_name_unique" UNIQUE("name"),
	CONSTRAINT "project_status_types_name_not_blank" CHECK (btrim("project_status_types"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "project_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_types_name_unique" UNIQUE("name"),
	CONSTRAINT "project_types_name_not_blank" CHECK (btrim("project_types"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "solar_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proje_adi" text NOT NULL,
	"proje_sahibi" text,
	"il" text,
	"ilce" text,
	"sektor" text,
	"alt_sektor" text,
	"toplanti_karar_tipi" text,
	"tarih" date,
	"proje_turu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_key" text GENERATED ALWAYS AS (gv_fold(proje_adi || ' ' || coalesce(proje_sahibi, '') || ' ' || coalesce(il, '') || ' ' || coalesce(ilce, ''))) STORED,
	CONSTRAINT "solar_projects_name_not_blank" CHECK (btrim("solar_projects"."proje_adi") <> '')
);
--> statement-breakpoint
CREATE TABLE "transformer_station_capacities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"station_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"available_capacity" numeric(10, 2) NOT NULL,
	"is_generated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_capacities_station_year_month_key" UNIQUE("station_id","year","month"),
	CONSTRAINT "station_capacities_period" CHECK ("transformer_station_capacities"."month" BETWEEN 1 AND 12 AND "transformer_station_capacities"."year" BETWEEN 2000 AND 2100),
	CONSTRAINT "station_capacities_non_negative" CHECK ("transformer_station_capacities"."available_capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transformer_station_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"station_name" text NOT NULL,
	"busbar" text,
	"operator" text,
	"connection_level" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"kml_file_path" text,
	"is_generated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_key" text GENERATED ALWAYS AS (gv_fold(station_name || ' ' || coalesce(operator, '') || ' ' || coalesce(busbar, ''))) STORED,
	CONSTRAINT "station_name_not_blank" CHECK (btrim("transformer_station_definitions"."station_name") <> ''),
	CONSTRAINT "station_latitude_range" CHECK ("transformer_station_definitions"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "station_longitude_range" CHECK ("transformer_station_definitions"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "installed_power_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"total_electric_power" numeric(14, 2) NOT NULL,
	"total_renewable_power" numeric(14, 2) NOT NULL,
	"total_solar_power" numeric(14, 2) NOT NULL,
	"total_licensed_solar" numeric(14, 2),
	"total_unlicensed_solar" numeric(14, 2),
	"renewable_percentage" numeric(5, 2),
	"solar_percentage" numeric(5, 2),
	"source" text,
	"is_estimate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installed_power_stats_year_month_key" UNIQUE("year","month"),
	CONSTRAINT "installed_power_stats_period" CHECK ("installed_power_stats"."month" BETWEEN 1 AND 12 AND "installed_power_stats"."year" BETWEEN 2000 AND 2100),
	CONSTRAINT "installed_power_stats_non_negative" CHECK ("installed_power_stats"."total_electric_power" >= 0 AND "installed_power_stats"."total_renewable_power" >= 0 AND "installed_power_stats"."total_solar_power" >= 0
        AND coalesce("installed_power_stats"."total_licensed_solar", 0) >= 0 AND coalesce("installed_power_stats"."total_unlicensed_solar", 0) >= 0),
	CONSTRAINT "installed_power_stats_order" CHECK ("installed_power_stats"."total_solar_power" <= "installed_power_stats"."total_renewable_power" AND "installed_power_stats"."total_renewable_power" <= "installed_power_stats"."total_electric_power"),
	CONSTRAINT "installed_power_stats_percent_range" CHECK ("installed_power_stats"."renewable_percentage" BETWEEN 0 AND 100 AND "installed_power_stats"."solar_percentage" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "production_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"total_electric_production" numeric(14, 2) NOT NULL,
	"total_renewable_production" numeric(14, 2) NOT NULL,
	"total_solar_production" numeric(14, 2) NOT NULL,
	"total_licensed_solar_production" numeric(14, 2),
	"total_unlicensed_solar_production" numeric(14, 2),
	"renewable_percentage" numeric(5, 2),
	"solar_percentage" numeric(5, 2),
	"source" text,
	"is_estimate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_stats_year_month_key" UNIQUE("year","month"),
	CONSTRAINT "production_stats_period" CHECK ("production_stats"."month" BETWEEN 1 AND 12 AND "production_stats"."year" BETWEEN 2000 AND 2100),
	CONSTRAINT "production_stats_non_negative" CHECK ("production_stats"."total_electric_production" >= 0 AND "production_stats"."total_renewable_production" >= 0 AND "production_stats"."total_solar_production" >= 0
        AND coalesce("production_stats"."total_licensed_solar_production", 0) >= 0 AND coalesce("production_stats"."total_unlicensed_solar_production", 0) >= 0),
	CONSTRAINT "production_stats_order" CHECK ("production_stats"."total_solar_production" <= "production_stats"."total_renewable_production" AND "production_stats"."total_renewable_production" <= "production_stats"."total_electric_production"),
	CONSTRAINT "production_stats_percent_range" CHECK ("production_stats"."renewable_percentage" BETWEEN 0 AND 100 AND "production_stats"."solar_percentage" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "auth_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" "inet",
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"premium_trial_ends_at" timestamp with time zone,
	"subscription_reference_code" text,
	"premium_activated_at" timestamp with time zone,
	"token_balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_token_balance_non_negative" CHECK ("users"."token_balance" >= 0),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "token_transactions" ADD CONSTRAINT "token_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_transactions" ADD CONSTRAINT "token_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_infos" ADD CONSTRAINT "billing_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD CONSTRAINT "subscription_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_activity_type_id_company_activity_types_id_fk" FOREIGN KEY ("activity_type_id") REFERENCES "public"."company_activity_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_product_type_id_company_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."company_product_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_type_id_project_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."project_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_type_id_project_status_types_id_fk" FOREIGN KEY ("status_type_id") REFERENCES "public"."project_status_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_location_id_project_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."project_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_investor_company_id_companies_id_fk" FOREIGN KEY ("investor_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_contractor_company_id_companies_id_fk" FOREIGN KEY ("contractor_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_pv_module_company_id_companies_id_fk" FOREIGN KEY ("pv_module_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_inverter_company_id_companies_id_fk" FOREIGN KEY ("inverter_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_distribution_board_company_id_companies_id_fk" FOREIGN KEY ("distribution_board_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_construction_company_id_companies_id_fk" FOREIGN KEY ("construction_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owners_engineering_company_id_companies_id_fk" FOREIGN KEY ("owners_engineering_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_maintenance_company_id_companies_id_fk" FOREIGN KEY ("maintenance_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_financial_company_id_companies_id_fk" FOREIGN KEY ("financial_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_district_in_city_fk" FOREIGN KEY ("district_id","city_id") REFERENCES "public"."districts"("id","city_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_suggestions" ADD CONSTRAINT "company_suggestions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_suggestions" ADD CONSTRAINT "company_suggestions_suggested_by_users_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_suggestions" ADD CONSTRAINT "company_suggestions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_suggestions" ADD CONSTRAINT "project_suggestions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_suggestions" ADD CONSTRAINT "project_suggestions_suggested_by_users_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_suggestions" ADD CONSTRAINT "project_suggestions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company_submissions" ADD CONSTRAINT "user_company_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company_submissions" ADD CONSTRAINT "user_company_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company_submissions" ADD CONSTRAINT "user_company_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_project_submissions" ADD CONSTRAINT "user_project_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_project_submissions" ADD CONSTRAINT "user_project_submissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_project_submissions" ADD CONSTRAINT "user_project_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_acceptances" ADD CONSTRAINT "contract_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_acceptances" ADD CONSTRAINT "contract_acceptances_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_tag_id_news_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."news_tags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transformer_station_capacities" ADD CONSTRAINT "transformer_station_capacities_station_id_transformer_station_definitions_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."transformer_station_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transformer_station_definitions" ADD CONSTRAINT "transformer_station_definitions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_transactions_user_created_idx" ON "token_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_infos_user_idx" ON "billing_infos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_infos_one_default_idx" ON "billing_infos" USING btree ("user_id") WHERE "billing_infos"."is_default";--> statement-breakpoint
CREATE INDEX "subscription_packages_active_sort_idx" ON "subscription_packages" USING btree ("is_active","sort_order");--> statement-breakpoint
CREATE INDEX "subscription_requests_user_created_idx" ON "subscription_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_requests_status_created_idx" ON "subscription_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "subscription_requests_reference_idx" ON "subscription_requests" USING btree ("subscription_reference_code");--> statement-breakpoint
CREATE INDEX "companies_search_key_trgm_idx" ON "companies" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_tr_idx" ON "companies" USING btree ("company_name" COLLATE tr_icu,"id");--> statement-breakpoint
CREATE INDEX "companies_city_idx" ON "companies" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "companies_activity_type_idx" ON "companies" USING btree ("activity_type_id");--> statement-breakpoint
CREATE INDEX "companies_product_type_idx" ON "companies" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "companies_establishment_year_idx" ON "companies" USING btree ("establishment_year");--> statement-breakpoint
CREATE INDEX "companies_user_idx" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "projects_search_key_trgm_idx" ON "projects" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_tr_idx" ON "projects" USING btree ("project_name" COLLATE tr_icu,"id");--> statement-breakpoint
CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "projects_dc_power_kw_idx" ON "projects" USING btree ("dc_power_kw","id");--> statement-breakpoint
CREATE INDEX "projects_ac_power_kw_idx" ON "projects" USING btree ("ac_power_kw","id");--> statement-breakpoint
CREATE INDEX "projects_city_idx" ON "projects" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "projects_district_idx" ON "projects" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "projects_type_idx" ON "projects" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "projects_status_type_idx" ON "projects" USING btree ("status_type_id");--> statement-breakpoint
CREATE INDEX "projects_location_idx" ON "projects" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "projects_investor_company_id_idx" ON "projects" USING btree ("investor_company_id");--> statement-breakpoint
CREATE INDEX "projects_contractor_company_id_idx" ON "projects" USING btree ("contractor_company_id");--> statement-breakpoint
CREATE INDEX "projects_pv_module_company_id_idx" ON "projects" USING btree ("pv_module_company_id");--> statement-breakpoint
CREATE INDEX "projects_inverter_company_id_idx" ON "projects" USING btree ("inverter_company_id");--> statement-breakpoint
CREATE INDEX "projects_distribution_board_company_id_idx" ON "projects" USING btree ("distribution_board_company_id");--> statement-breakpoint
CREATE INDEX "projects_construction_company_id_idx" ON "projects" USING btree ("construction_company_id");--> statement-breakpoint
CREATE INDEX "projects_owners_engineering_company_id_idx" ON "projects" USING btree ("owners_engineering_company_id");--> statement-breakpoint
CREATE INDEX "projects_maintenance_company_id_idx" ON "projects" USING btree ("maintenance_company_id");--> statement-breakpoint
CREATE INDEX "projects_financial_company_id_idx" ON "projects" USING btree ("financial_company_id");--> statement-breakpoint
CREATE INDEX "company_suggestions_status_created_idx" ON "company_suggestions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "company_suggestions_company_idx" ON "company_suggestions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_suggestions_user_idx" ON "company_suggestions" USING btree ("suggested_by");--> statement-breakpoint
CREATE INDEX "project_suggestions_status_created_idx" ON "project_suggestions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "project_suggestions_project_idx" ON "project_suggestions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_suggestions_user_idx" ON "project_suggestions" USING btree ("suggested_by");--> statement-breakpoint
CREATE INDEX "user_company_submissions_status_created_idx" ON "user_company_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "user_company_submissions_user_created_idx" ON "user_company_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_project_submissions_status_created_idx" ON "user_project_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "user_project_submissions_user_created_idx" ON "user_project_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_companies_user_opened_idx" ON "user_companies" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "user_companies_company_idx" ON "user_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_projects_user_opened_idx" ON "user_projects" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "user_projects_project_idx" ON "user_projects" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "contract_acceptances_contract_idx" ON "contract_acceptances" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contracts_active_created_idx" ON "contracts" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "cookie_policies_active_created_idx" ON "cookie_policies" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "announcements_active_order_idx" ON "announcements" USING btree ("is_active","display_order");--> statement-breakpoint
CREATE INDEX "news_active_published_idx" ON "news" USING btree ("is_active","published_at");--> statement-breakpoint
CREATE INDEX "news_tag_published_idx" ON "news" USING btree ("tag_id","published_at");--> statement-breakpoint
CREATE INDEX "news_search_key_trgm_idx" ON "news" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_name_tr_idx" ON "cities" USING btree ("name" COLLATE tr_icu);--> statement-breakpoint
CREATE INDEX "company_activity_types_name_tr_idx" ON "company_activity_types" USING btree ("name" COLLATE tr_icu);--> statement-breakpoint
CREATE INDEX "company_product_types_name_tr_idx" ON "company_product_types" USING btree ("name" COLLATE tr_icu);--> statement-breakpoint
CREATE INDEX "districts_city_name_tr_idx" ON "districts" USING btree ("city_id","name" COLLATE tr_icu);--> statement-breakpoint
CREATE INDEX "project_locations_name_tr_idx" ON "project_locations" USING btree ("name" COLLATE tr_icu);--> statement-breakpoint
CREATE INDEX "project_status_types_name_tr_idx" ON "project_status_types" USING btree ("name" COLLATE tr_icu);--> statement-breakpoint
CREATE INDEX "project_types_name_tr_idx" ON "project_types" USING btree ("name" COLLATE tr_icu);--> statement-breakpoint
CREATE INDEX "solar_projects_created_idx" ON "solar_projects" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "solar_projects_decision_type_idx" ON "solar_projects" USING btree ("toplanti_karar_tipi");--> statement-breakpoint
CREATE INDEX "solar_projects_search_key_trgm_idx" ON "solar_projects" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "station_capacities_year_month_idx" ON "transformer_station_capacities" USING btree ("year","month");--> statement-breakpoint
CREATE INDEX "station_capacities_capacity_idx" ON "transformer_station_capacities" USING btree ("available_capacity");--> statement-breakpoint
CREATE INDEX "station_definitions_city_idx" ON "transformer_station_definitions" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "station_definitions_name_tr_idx" ON "transformer_station_definitions" USING btree ("station_name" COLLATE tr_icu,"id");--> statement-breakpoint
CREATE INDEX "station_definitions_search_key_trgm_idx" ON "transformer_station_definitions" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auth_tokens_user_purpose_idx" ON "auth_tokens" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_premium_trial_idx" ON "users" USING btree ("premium_trial_ends_at") WHERE "users"."is_premium";--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);