CREATE TABLE "production_check_offs" (
	"kitchen_id" integer NOT NULL,
	"production_date" date NOT NULL,
	"team" varchar(50) NOT NULL,
	"recipe_id" integer NOT NULL,
	"checked_by" varchar(120) NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "production_check_offs_pkey" PRIMARY KEY("kitchen_id","production_date","team","recipe_id")
);
--> statement-breakpoint
ALTER TABLE "production_check_offs" ADD CONSTRAINT "production_check_offs_kitchen_id_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_check_offs" ADD CONSTRAINT "production_check_offs_recipe_fk" FOREIGN KEY ("kitchen_id","recipe_id") REFERENCES "public"."recipes"("kitchen_id","id") ON DELETE cascade ON UPDATE no action;