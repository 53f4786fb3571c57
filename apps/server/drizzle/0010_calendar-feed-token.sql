ALTER TABLE "calendar_feeds" RENAME COLUMN "token_hash" TO "token";--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_token_hash_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token");