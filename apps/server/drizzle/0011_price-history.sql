CREATE TABLE "ingredient_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredient_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"cost" numeric,
	"cost_amount" numeric NOT NULL,
	"cost_units" varchar(20),
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" varchar(100),
	"source" varchar(20) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredient_prices" ADD CONSTRAINT "ingredient_prices_ingredient_fk" FOREIGN KEY ("kitchen_id","ingredient_id") REFERENCES "public"."ingredients"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredient_prices_ingredient_time_idx" ON "ingredient_prices" USING btree ("kitchen_id","ingredient_id","changed_at");--> statement-breakpoint
-- Every ingredient already in a kitchen starts its history with the price it has now, from when it was created.
INSERT INTO "ingredient_prices" ("kitchen_id", "ingredient_id", "cost", "cost_amount", "cost_units", "changed_at", "changed_by", "source")
SELECT "kitchen_id", "id", "cost", "cost_amount", "cost_units", "created_at", NULL, 'created' FROM "ingredients";
