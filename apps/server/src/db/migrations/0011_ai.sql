CREATE TABLE "ai_dashboard_charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"app" text NOT NULL,
	"link_id" uuid,
	"site_id" uuid,
	"title" text NOT NULL,
	"chart" jsonb NOT NULL,
	"anchored_at" timestamp with time zone NOT NULL,
	"session_id" uuid,
	"chat_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_dashboard_charts_one_item" CHECK (("ai_dashboard_charts"."link_id" is null) <> ("ai_dashboard_charts"."site_id" is null))
);
--> statement-breakpoint
CREATE TABLE "ai_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"language" text,
	"plan" jsonb,
	"understood" jsonb,
	"chart" jsonb,
	"refusal" text,
	"stopped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"app" text NOT NULL,
	"link_id" uuid,
	"site_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"context" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_sessions_one_item" CHECK (("ai_sessions"."link_id" is null) <> ("ai_sessions"."site_id" is null))
);
--> statement-breakpoint
ALTER TABLE "ai_dashboard_charts" ADD CONSTRAINT "ai_dashboard_charts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_dashboard_charts" ADD CONSTRAINT "ai_dashboard_charts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_dashboard_charts" ADD CONSTRAINT "ai_dashboard_charts_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_dashboard_charts" ADD CONSTRAINT "ai_dashboard_charts_site_id_analytics_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."analytics_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_dashboard_charts" ADD CONSTRAINT "ai_dashboard_charts_session_id_ai_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ai_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_dashboard_charts" ADD CONSTRAINT "ai_dashboard_charts_chat_id_ai_messages_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."ai_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_dashboard_charts" ADD CONSTRAINT "ai_dashboard_charts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_session_id_ai_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ai_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_sessions" ADD CONSTRAINT "ai_sessions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_sessions" ADD CONSTRAINT "ai_sessions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_sessions" ADD CONSTRAINT "ai_sessions_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_sessions" ADD CONSTRAINT "ai_sessions_site_id_analytics_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."analytics_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_sessions" ADD CONSTRAINT "ai_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_dashboard_charts_workspace_created_idx" ON "ai_dashboard_charts" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_dashboard_charts_org_idx" ON "ai_dashboard_charts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "ai_dashboard_charts_chat_idx" ON "ai_dashboard_charts" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "ai_messages_session_created_idx" ON "ai_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_messages_org_idx" ON "ai_messages" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "ai_sessions_workspace_updated_idx" ON "ai_sessions" USING btree ("workspace_id","updated_at");--> statement-breakpoint
CREATE INDEX "ai_sessions_org_idx" ON "ai_sessions" USING btree ("org_id");