ALTER TABLE "creator_profiles" ADD COLUMN "country" text;--> statement-breakpoint
CREATE INDEX "creator_profiles_country_idx" ON "creator_profiles" USING btree ("country") WHERE "creator_profiles"."country" is not null;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_country_check" CHECK ("creator_profiles"."country" ~ '^[A-Z]{2}$');