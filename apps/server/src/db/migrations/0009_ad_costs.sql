CREATE TABLE "ad_cost_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"total_cost" double precision NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"cost" double precision NOT NULL,
	"clicks" bigint,
	"impressions" bigint
);
--> statement-breakpoint
ALTER TABLE "ad_cost_imports" ADD CONSTRAINT "ad_cost_imports_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_cost_imports" ADD CONSTRAINT "ad_cost_imports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_cost_imports" ADD CONSTRAINT "ad_cost_imports_site_id_analytics_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."analytics_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_cost_imports" ADD CONSTRAINT "ad_cost_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_costs" ADD CONSTRAINT "ad_costs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_costs" ADD CONSTRAINT "ad_costs_site_id_analytics_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."analytics_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_costs" ADD CONSTRAINT "ad_costs_import_id_ad_cost_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ad_cost_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_cost_imports_site_idx" ON "ad_cost_imports" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_cost_imports_org_idx" ON "ad_cost_imports" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "ad_costs_site_day_idx" ON "ad_costs" USING btree ("site_id","day");--> statement-breakpoint
CREATE INDEX "ad_costs_import_idx" ON "ad_costs" USING btree ("import_id");