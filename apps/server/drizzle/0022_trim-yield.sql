ALTER TABLE "ingredients" ADD COLUMN "yield_percent" numeric DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "refuse_percent" real;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_yield_percent_range" CHECK ("ingredients"."yield_percent" > 0 AND "ingredients"."yield_percent" <= 100);