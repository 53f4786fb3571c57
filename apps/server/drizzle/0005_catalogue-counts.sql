DROP INDEX "ingredients_name_key_trgm_idx";--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "conversion_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "nutrient_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ingredients_name_key_trgm_idx" ON "ingredients" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Backfill for catalogues written before the counts existed (e.g. a seeded demo kitchen).
UPDATE "ingredients" AS i SET "conversion_count" = (SELECT count(*) FROM "conversions" AS c WHERE c."kitchen_id" = i."kitchen_id" AND c."ingredient_id" = i."id"), "nutrient_count" = (SELECT count(*) FROM "ingredient_nutrients" AS n WHERE n."kitchen_id" = i."kitchen_id" AND n."ingredient_id" = i."id");
