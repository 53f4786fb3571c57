CREATE TABLE "food_terms" (
	"word" text NOT NULL,
	"rank" real NOT NULL,
	"fdc_id" integer NOT NULL,
	"flags" smallint NOT NULL
);
--> statement-breakpoint
DROP INDEX "foods_search_vector_idx";--> statement-breakpoint
DROP INDEX "foods_search_rank_idx";--> statement-breakpoint
CREATE INDEX "food_terms_word_idx" ON "food_terms" USING btree ("word","rank","fdc_id","flags");--> statement-breakpoint
CREATE INDEX "food_words_prefix_idx" ON "food_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
ALTER TABLE "foods" DROP COLUMN "search_vector";