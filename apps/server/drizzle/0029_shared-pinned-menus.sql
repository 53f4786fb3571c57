CREATE TABLE "pinned_menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pinned_menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"menu" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pinned_menus_kitchen_id_id_key" UNIQUE("kitchen_id","id"),
	CONSTRAINT "pinned_menus_kitchen_hash_key" UNIQUE("kitchen_id","hash")
);
--> statement-breakpoint
ALTER TABLE "banquet_events" ADD COLUMN "pinned_menu_id" integer;--> statement-breakpoint
ALTER TABLE "pinned_menus" ADD CONSTRAINT "pinned_menus_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_events" ADD CONSTRAINT "banquet_events_pinned_menu_fk" FOREIGN KEY ("kitchen_id","pinned_menu_id") REFERENCES "public"."pinned_menus"("kitchen_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banquet_events_pinned_menu_idx" ON "banquet_events" USING btree ("kitchen_id","pinned_menu_id");--> statement-breakpoint
-- Each confirmed event's pinned trees move to one shared row per content (its SHA-256).
INSERT INTO "pinned_menus" ("kitchen_id", "hash", "menu")
SELECT DISTINCT "kitchen_id", encode(sha256(convert_to("pinned"::text, 'UTF8')), 'hex'), "pinned"
FROM "banquet_events" WHERE "pinned" IS NOT NULL
ON CONFLICT ("kitchen_id", "hash") DO NOTHING;--> statement-breakpoint
UPDATE "banquet_events" e SET "pinned_menu_id" = p."id"
FROM "pinned_menus" p
WHERE e."pinned" IS NOT NULL AND p."kitchen_id" = e."kitchen_id"
  AND p."hash" = encode(sha256(convert_to(e."pinned"::text, 'UTF8')), 'hex');
