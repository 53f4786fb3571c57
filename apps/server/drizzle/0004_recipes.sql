CREATE TABLE "recipe_ingredients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"position" integer NOT NULL,
	"yield_quantity" numeric,
	"yield_units" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "recipe_sub_recipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_sub_recipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"sub_recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	"yield_quantity" numeric,
	"yield_units" varchar(20),
	CONSTRAINT "recipe_sub_recipes_not_itself" CHECK ("recipe_sub_recipes"."sub_recipe_id" <> "recipe_sub_recipes"."recipe_id")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_key" text NOT NULL,
	"team" varchar(50),
	"category" varchar(50) NOT NULL,
	"yield_quantity" numeric,
	"yield_units" varchar(20),
	"prep_notes" text,
	"valid" boolean DEFAULT false NOT NULL,
	"error_messages" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_kitchen_id_id_key" UNIQUE("kitchen_id","id")
);
--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_fk" FOREIGN KEY ("kitchen_id","recipe_id") REFERENCES "public"."recipes"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_ingredient_fk" FOREIGN KEY ("kitchen_id","ingredient_id") REFERENCES "public"."ingredients"("kitchen_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_sub_recipes" ADD CONSTRAINT "recipe_sub_recipes_recipe_fk" FOREIGN KEY ("kitchen_id","recipe_id") REFERENCES "public"."recipes"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_sub_recipes" ADD CONSTRAINT "recipe_sub_recipes_sub_recipe_fk" FOREIGN KEY ("kitchen_id","sub_recipe_id") REFERENCES "public"."recipes"("kitchen_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_ingredients_recipe_position_idx" ON "recipe_ingredients" USING btree ("recipe_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_ingredients_recipe_ingredient_key" ON "recipe_ingredients" USING btree ("recipe_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_ingredient_idx" ON "recipe_ingredients" USING btree ("kitchen_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "recipe_sub_recipes_recipe_position_idx" ON "recipe_sub_recipes" USING btree ("recipe_id","position");--> statement-breakpoint
CREATE INDEX "recipe_sub_recipes_sub_recipe_idx" ON "recipe_sub_recipes" USING btree ("kitchen_id","sub_recipe_id");--> statement-breakpoint
CREATE INDEX "recipes_kitchen_name_idx" ON "recipes" USING btree ("kitchen_id",("name_key" COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "recipes_kitchen_category_name_idx" ON "recipes" USING btree ("kitchen_id","category",("name_key" COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "recipes_name_key_trgm_idx" ON "recipes" USING gin ("name_key" gin_trgm_ops);