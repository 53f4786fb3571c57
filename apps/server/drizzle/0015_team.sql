CREATE TABLE "kitchen_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kitchen_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"actor_user_id" integer,
	"actor_name" varchar(120) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"entity_type" varchar(40) NOT NULL,
	"entity_id" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"name" varchar(300) NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kitchen_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kitchen_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"role" varchar(20) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kitchen_members" (
	"kitchen_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_members_kitchen_id_user_id_pk" PRIMARY KEY("kitchen_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "created_by" varchar(100);--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "modified_by" varchar(100);--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "created_by" varchar(100);--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "modified_by" varchar(100);--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "created_by" varchar(100);--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "modified_by" varchar(100);--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "created_by" varchar(100);--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "modified_by" varchar(100);--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "created_by" varchar(100);--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "modified_by" varchar(100);--> statement-breakpoint
ALTER TABLE "kitchen_activity" ADD CONSTRAINT "kitchen_activity_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_activity" ADD CONSTRAINT "kitchen_activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_invitations" ADD CONSTRAINT "kitchen_invitations_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_invitations" ADD CONSTRAINT "kitchen_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_invitations" ADD CONSTRAINT "kitchen_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_members" ADD CONSTRAINT "kitchen_members_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_members" ADD CONSTRAINT "kitchen_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_activity_kitchen_id_idx" ON "kitchen_activity" USING btree ("kitchen_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_invitations_key_hash_key" ON "kitchen_invitations" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "kitchen_invitations_kitchen_id_idx" ON "kitchen_invitations" USING btree ("kitchen_id");--> statement-breakpoint
CREATE INDEX "kitchen_members_user_id_idx" ON "kitchen_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_members_one_owner_key" ON "kitchen_members" USING btree ("kitchen_id") WHERE role = 'owner';--> statement-breakpoint
-- Until now one account was one kitchen: each existing user owns the kitchen they signed up with.
INSERT INTO "kitchen_members" ("kitchen_id", "user_id", "role", "created_at")
SELECT "kitchen_id", "id", 'owner', "created_at" FROM "users";
