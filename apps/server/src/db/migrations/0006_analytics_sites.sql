CREATE TABLE "analytics_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'not_verified' NOT NULL,
	"currency" text NOT NULL,
	"time_zone" text NOT NULL,
	"sub_time_zone" text NOT NULL,
	"domain" text,
	"allowed_hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"track_query_strings" boolean DEFAULT false NOT NULL,
	"site_search_params" text[] DEFAULT '{}'::text[] NOT NULL,
	"respect_dnt" boolean DEFAULT false NOT NULL,
	"uptime_enabled" boolean DEFAULT false NOT NULL,
	"uptime_interval_minutes" integer DEFAULT 5 NOT NULL,
	"uptime_url" text,
	"uptime_checked_at" timestamp with time zone,
	"platform" text,
	"bundle_id" text,
	"first_event_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uptime_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"cause" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_sites" ADD CONSTRAINT "analytics_sites_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sites" ADD CONSTRAINT "analytics_sites_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sites" ADD CONSTRAINT "analytics_sites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sites" ADD CONSTRAINT "analytics_sites_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uptime_incidents" ADD CONSTRAINT "uptime_incidents_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uptime_incidents" ADD CONSTRAINT "uptime_incidents_site_id_analytics_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."analytics_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_sites_workspace_created_idx" ON "analytics_sites" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_sites_org_idx" ON "analytics_sites" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "uptime_incidents_site_started_idx" ON "uptime_incidents" USING btree ("site_id","started_at");