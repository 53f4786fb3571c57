-- A calendar feed belongs to a membership (one per member of a kitchen), so a removed member's address stops serving the kitchen's events. Addresses of people no longer in that kitchen go first.
DELETE FROM "calendar_feeds" f WHERE NOT EXISTS (SELECT 1 FROM "kitchen_members" m WHERE m."kitchen_id" = f."kitchen_id" AND m."user_id" = f."user_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_kitchen_id_user_id_pk" PRIMARY KEY("kitchen_id","user_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_member_fk" FOREIGN KEY ("kitchen_id","user_id") REFERENCES "public"."kitchen_members"("kitchen_id","user_id") ON DELETE cascade ON UPDATE no action;
