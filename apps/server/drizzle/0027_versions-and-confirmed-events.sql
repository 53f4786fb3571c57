CREATE TABLE "entity_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entity_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"entity_type" varchar(20) NOT NULL,
	"entity_id" integer NOT NULL,
	"n" integer NOT NULL,
	"actor_user_id" integer,
	"actor_name" varchar(120) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banquet_events" ADD COLUMN "pinned" jsonb;--> statement-breakpoint
ALTER TABLE "banquet_events" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banquet_events" ADD COLUMN "confirmed_by" varchar(120);--> statement-breakpoint
ALTER TABLE "kitchen_settings" ADD COLUMN "versions_to_keep" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_settings" ADD COLUMN "only_approved_recipes_on_events" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "approved_by" varchar(120);--> statement-breakpoint
ALTER TABLE "entity_versions" ADD CONSTRAINT "entity_versions_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_versions" ADD CONSTRAINT "entity_versions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entity_versions_entity_n_idx" ON "entity_versions" USING btree ("kitchen_id","entity_type","entity_id","n");