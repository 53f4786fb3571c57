-- The first answer to a create sent with an Idempotency-Key, kept a day: the same key from the same user answers it again and creates nothing.
CREATE TABLE "idempotent_replies" (
	"kitchen_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"request" text NOT NULL,
	"status" smallint,
	"content_type" varchar(200),
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_replies_kitchen_id_user_id_key_pk" PRIMARY KEY("kitchen_id","user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotent_replies" ADD CONSTRAINT "idempotent_replies_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotent_replies" ADD CONSTRAINT "idempotent_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_replies_created_at_idx" ON "idempotent_replies" USING btree ("created_at");