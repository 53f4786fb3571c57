CREATE TABLE "conversions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"quantity_start" numeric,
	"units_start" varchar(20),
	"quantity_end" numeric,
	"units_end" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "ingredient_nutrients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredient_nutrients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"nutrient" varchar(200) NOT NULL,
	"amount" numeric,
	"units" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_key" text NOT NULL,
	"category" varchar(60) NOT NULL,
	"cost" numeric,
	"cost_amount" numeric DEFAULT 1 NOT NULL,
	"cost_units" varchar(20),
	"serving_size" numeric,
	"serving_units" varchar(20),
	"food_fdc_id" integer,
	"valid" boolean NOT NULL,
	"error_messages" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ingredients_kitchen_id_id_key" UNIQUE("kitchen_id","id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendors_kitchen_id_id_key" UNIQUE("kitchen_id","id")
);
--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_ingredient_fk" FOREIGN KEY ("kitchen_id","ingredient_id") REFERENCES "public"."ingredients"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_nutrients" ADD CONSTRAINT "ingredient_nutrients_ingredient_fk" FOREIGN KEY ("kitchen_id","ingredient_id") REFERENCES "public"."ingredients"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_vendor_fk" FOREIGN KEY ("kitchen_id","vendor_id") REFERENCES "public"."vendors"("kitchen_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversions_ingredient_idx" ON "conversions" USING btree ("kitchen_id","ingredient_id","position");--> statement-breakpoint
CREATE INDEX "ingredient_nutrients_ingredient_idx" ON "ingredient_nutrients" USING btree ("kitchen_id","ingredient_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_kitchen_category_name_key" ON "ingredients" USING btree ("kitchen_id","category",lower("name"));--> statement-breakpoint
CREATE INDEX "ingredients_kitchen_name_idx" ON "ingredients" USING btree ("kitchen_id",("name_key" COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "ingredients_kitchen_vendor_name_idx" ON "ingredients" USING btree ("kitchen_id","vendor_id",("name_key" COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "ingredients_name_key_trgm_idx" ON "ingredients" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_kitchen_name_key" ON "vendors" USING btree ("kitchen_id",lower("name"));