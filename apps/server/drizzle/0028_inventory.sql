CREATE TABLE "inventory_count_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_count_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"count_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"units" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_counts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"storage_area_id" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"counted_by" varchar(100),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inventory_counts_kitchen_id_id_key" UNIQUE("kitchen_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"purchase_order_id" integer,
	"ingredient_id" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"units" varchar(20) NOT NULL,
	"pack_cost" numeric,
	"received_at" timestamp with time zone NOT NULL,
	"received_by" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "inventory_waste" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_waste_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"units" varchar(20) NOT NULL,
	"reason" varchar(20) NOT NULL,
	"note" text,
	"wasted_at" timestamp with time zone NOT NULL,
	"logged_by" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"packs" integer NOT NULL,
	"pack_size" numeric NOT NULL,
	"units" varchar(20) NOT NULL,
	"pack_cost" numeric NOT NULL,
	"received_packs" numeric DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"number" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_name" varchar(100) NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"status" varchar(10) NOT NULL,
	"created_by" varchar(100),
	"modified_by" varchar(100),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchase_orders_kitchen_id_id_key" UNIQUE("kitchen_id","id"),
	CONSTRAINT "purchase_orders_kitchen_number_key" UNIQUE("kitchen_id","number")
);
--> statement-breakpoint
CREATE TABLE "storage_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storage_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" varchar(100),
	"modified_by" varchar(100),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "storage_areas_kitchen_id_id_key" UNIQUE("kitchen_id","id")
);
--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "par_quantity" numeric;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "par_units" varchar(20);--> statement-breakpoint
ALTER TABLE "inventory_count_lines" ADD CONSTRAINT "inventory_count_lines_count_fk" FOREIGN KEY ("kitchen_id","count_id") REFERENCES "public"."inventory_counts"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_count_lines" ADD CONSTRAINT "inventory_count_lines_ingredient_fk" FOREIGN KEY ("kitchen_id","ingredient_id") REFERENCES "public"."ingredients"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_counts" ADD CONSTRAINT "inventory_counts_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_counts" ADD CONSTRAINT "inventory_counts_area_fk" FOREIGN KEY ("kitchen_id","storage_area_id") REFERENCES "public"."storage_areas"("kitchen_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_receipts" ADD CONSTRAINT "inventory_receipts_ingredient_fk" FOREIGN KEY ("kitchen_id","ingredient_id") REFERENCES "public"."ingredients"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_waste" ADD CONSTRAINT "inventory_waste_ingredient_fk" FOREIGN KEY ("kitchen_id","ingredient_id") REFERENCES "public"."ingredients"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_fk" FOREIGN KEY ("kitchen_id","purchase_order_id") REFERENCES "public"."purchase_orders"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_ingredient_fk" FOREIGN KEY ("kitchen_id","ingredient_id") REFERENCES "public"."ingredients"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_fk" FOREIGN KEY ("kitchen_id","vendor_id") REFERENCES "public"."vendors"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_areas" ADD CONSTRAINT "storage_areas_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_count_lines_count_idx" ON "inventory_count_lines" USING btree ("kitchen_id","count_id");--> statement-breakpoint
CREATE INDEX "inventory_counts_area_time_idx" ON "inventory_counts" USING btree ("kitchen_id","storage_area_id","counted_at");--> statement-breakpoint
CREATE INDEX "inventory_receipts_time_idx" ON "inventory_receipts" USING btree ("kitchen_id","received_at");--> statement-breakpoint
CREATE INDEX "inventory_waste_time_idx" ON "inventory_waste" USING btree ("kitchen_id","wasted_at");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("kitchen_id","purchase_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_areas_kitchen_name_key" ON "storage_areas" USING btree ("kitchen_id",lower("name"));