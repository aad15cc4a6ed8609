ALTER TABLE "analytics_goals" ADD COLUMN "property_key" text;--> statement-breakpoint
ALTER TABLE "analytics_goals" ADD COLUMN "property_value" text;--> statement-breakpoint
ALTER TABLE "analytics_goals" ADD COLUMN "min_revenue" double precision;