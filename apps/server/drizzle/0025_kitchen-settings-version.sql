-- Kitchen settings carry a version, raised by every save: a save from an older one answers 409.
ALTER TABLE "kitchen_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
