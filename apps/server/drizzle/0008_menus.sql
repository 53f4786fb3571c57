CREATE TABLE "kitchen_settings" (
	"kitchen_id" integer PRIMARY KEY NOT NULL,
	"target_food_cost_percent" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_item_recipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_item_recipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	"yield_quantity" numeric,
	"yield_units" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_key" text NOT NULL,
	"description" text,
	"plating_notes" text,
	"servings" numeric DEFAULT 1 NOT NULL,
	"serving_size" varchar(100),
	"course_type" varchar(30),
	"serving_vessel" varchar(30),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "menu_items_kitchen_id_id_key" UNIQUE("kitchen_id","id")
);
--> statement-breakpoint
CREATE TABLE "menu_section_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_section_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"price" numeric
);
--> statement-breakpoint
CREATE TABLE "menu_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(200),
	CONSTRAINT "menu_sections_kitchen_id_id_key" UNIQUE("kitchen_id","id")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_key" text NOT NULL,
	"season" varchar(20),
	"year" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "menus_kitchen_id_id_key" UNIQUE("kitchen_id","id")
);
--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "allergens" text[];--> statement-breakpoint
ALTER TABLE "kitchen_settings" ADD CONSTRAINT "kitchen_settings_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_recipes" ADD CONSTRAINT "menu_item_recipes_menu_item_fk" FOREIGN KEY ("kitchen_id","menu_item_id") REFERENCES "public"."menu_items"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_recipes" ADD CONSTRAINT "menu_item_recipes_recipe_fk" FOREIGN KEY ("kitchen_id","recipe_id") REFERENCES "public"."recipes"("kitchen_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_section_items" ADD CONSTRAINT "menu_section_items_section_fk" FOREIGN KEY ("kitchen_id","section_id") REFERENCES "public"."menu_sections"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_section_items" ADD CONSTRAINT "menu_section_items_menu_item_fk" FOREIGN KEY ("kitchen_id","menu_item_id") REFERENCES "public"."menu_items"("kitchen_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_sections" ADD CONSTRAINT "menu_sections_menu_fk" FOREIGN KEY ("kitchen_id","menu_id") REFERENCES "public"."menus"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_item_recipes_item_position_idx" ON "menu_item_recipes" USING btree ("menu_item_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_item_recipes_item_recipe_key" ON "menu_item_recipes" USING btree ("menu_item_id","recipe_id");--> statement-breakpoint
CREATE INDEX "menu_item_recipes_recipe_idx" ON "menu_item_recipes" USING btree ("kitchen_id","recipe_id");--> statement-breakpoint
CREATE INDEX "menu_items_kitchen_name_idx" ON "menu_items" USING btree ("kitchen_id",("name_key" COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "menu_items_name_key_trgm_idx" ON "menu_items" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menu_section_items_section_position_idx" ON "menu_section_items" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "menu_section_items_menu_item_idx" ON "menu_section_items" USING btree ("kitchen_id","menu_item_id");--> statement-breakpoint
CREATE INDEX "menu_sections_menu_position_idx" ON "menu_sections" USING btree ("menu_id","position");--> statement-breakpoint
CREATE INDEX "menus_kitchen_name_idx" ON "menus" USING btree ("kitchen_id",("name_key" COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "menus_name_key_trgm_idx" ON "menus" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "valid";--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "error_messages";