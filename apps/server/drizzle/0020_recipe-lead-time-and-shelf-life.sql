ALTER TABLE "recipes" ADD COLUMN "lead_time_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "shelf_life_days" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_lead_time_days_range" CHECK ("recipes"."lead_time_days" BETWEEN 0 AND 30);--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_shelf_life_days_range" CHECK ("recipes"."shelf_life_days" BETWEEN 1 AND 365);