CREATE TABLE "banquet_event_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banquet_event_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"menu_section_item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"price" numeric,
	"plating" varchar(30),
	"prep_quantity" numeric
);
--> statement-breakpoint
CREATE TABLE "banquet_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banquet_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"resource" varchar(200),
	"guest_count" integer NOT NULL,
	"location" varchar(300) NOT NULL,
	"guaranteed_count" numeric,
	"client_name" varchar(200),
	"client_phone" varchar(50),
	"notes" text,
	"price_per_guest" numeric,
	"dietary_counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"beo_revision" integer DEFAULT 1 NOT NULL,
	"created_by" varchar(100),
	"modified_by" varchar(100),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "banquet_events_kitchen_id_id_key" UNIQUE("kitchen_id","id")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kitchen_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
-- The target of banquet_event_items_menu_section_item_fk must exist before it.
ALTER TABLE "menu_section_items" ADD CONSTRAINT "menu_section_items_kitchen_id_id_key" UNIQUE("kitchen_id","id");--> statement-breakpoint
ALTER TABLE "banquet_event_items" ADD CONSTRAINT "banquet_event_items_event_fk" FOREIGN KEY ("kitchen_id","event_id") REFERENCES "public"."banquet_events"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_event_items" ADD CONSTRAINT "banquet_event_items_menu_section_item_fk" FOREIGN KEY ("kitchen_id","menu_section_item_id") REFERENCES "public"."menu_section_items"("kitchen_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_events" ADD CONSTRAINT "banquet_events_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banquet_event_items_event_position_idx" ON "banquet_event_items" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "banquet_event_items_section_item_idx" ON "banquet_event_items" USING btree ("kitchen_id","menu_section_item_id");--> statement-breakpoint
CREATE INDEX "banquet_events_kitchen_start_idx" ON "banquet_events" USING btree ("kitchen_id","start_at");