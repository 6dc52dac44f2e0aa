CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category_id" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"source_name" text NOT NULL,
	"author" text,
	"image_url" text,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"source_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_source_url_unique" UNIQUE("source_url")
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"days" smallint[] NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"show" text NOT NULL,
	"host" text,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_slots_show_start_unique" UNIQUE("show","start_minute"),
	CONSTRAINT "schedule_slots_minutes_check" CHECK ("schedule_slots"."start_minute" >= 0 and "schedule_slots"."end_minute" <= 1440 and "schedule_slots"."start_minute" < "schedule_slots"."end_minute"),
	CONSTRAINT "schedule_slots_type_check" CHECK ("schedule_slots"."type" in ('live', 'auto', 'mixed'))
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"cta" text NOT NULL,
	"cta_link" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slides_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"role" text NOT NULL,
	"specialty" text NOT NULL,
	"initials" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staff_members_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "news_articles_category_published_idx" ON "news_articles" USING btree ("category_id","published_at");