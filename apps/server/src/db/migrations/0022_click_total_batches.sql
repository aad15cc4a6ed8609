CREATE TABLE "click_total_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "click_total_batches_applied_idx" ON "click_total_batches" USING btree ("applied_at");