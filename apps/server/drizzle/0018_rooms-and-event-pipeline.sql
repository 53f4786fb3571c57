CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"capacity" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" varchar(100),
	"modified_by" varchar(100),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rooms_kitchen_id_id_key" UNIQUE("kitchen_id","id")
);
--> statement-breakpoint
ALTER TABLE "banquet_events" ADD COLUMN "status" varchar(20) DEFAULT 'DEFINITE' NOT NULL;--> statement-breakpoint
ALTER TABLE "banquet_events" ADD COLUMN "cancel_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "banquet_events" ADD COLUMN "room_id" integer;--> statement-breakpoint
ALTER TABLE "banquet_events" ADD COLUMN "guarantee_due_date" date;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_kitchen_name_key" ON "rooms" USING btree ("kitchen_id",lower("name"));--> statement-breakpoint
ALTER TABLE "banquet_events" ADD CONSTRAINT "banquet_events_room_fk" FOREIGN KEY ("kitchen_id","room_id") REFERENCES "public"."rooms"("kitchen_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banquet_events_kitchen_room_idx" ON "banquet_events" USING btree ("kitchen_id","room_id");--> statement-breakpoint
-- Events booked before guarantees were tracked: due three days before they start (the default).
UPDATE "banquet_events" SET "guarantee_due_date" = ("start_at" - interval '3 days')::date;
