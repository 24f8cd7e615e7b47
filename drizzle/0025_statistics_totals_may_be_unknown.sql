ALTER TABLE "installed_power_stats" ALTER COLUMN "total_electric_power" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "installed_power_stats" ALTER COLUMN "total_renewable_power" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "production_stats" ALTER COLUMN "total_electric_production" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "production_stats" ALTER COLUMN "total_renewable_production" DROP NOT NULL;