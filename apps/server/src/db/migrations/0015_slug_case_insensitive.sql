-- Slugs that differ only by case cannot both stay: the oldest link (then the smaller id) keeps its slug,
-- each younger one gets '-' and the first six characters of its id (the owner sees the new slug in the editor).
UPDATE "links" AS "l" SET "slug" = "l"."slug" || '-' || substr("l"."id"::text, 1, 6)
WHERE EXISTS (
  SELECT 1 FROM "links" AS "o"
  WHERE "o"."domain" = "l"."domain" AND lower("o"."slug") = lower("l"."slug")
    AND ("o"."created_at", "o"."id") < ("l"."created_at", "l"."id")
);--> statement-breakpoint
DROP INDEX "links_domain_slug_key";--> statement-breakpoint
CREATE UNIQUE INDEX "links_domain_slug_lower_key" ON "links" USING btree ("domain",lower("slug"));