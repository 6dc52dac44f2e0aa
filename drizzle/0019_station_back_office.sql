CREATE TABLE "chat_moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"moderator_id" integer,
	"moderator_name" text NOT NULL,
	"target_name" text NOT NULL,
	"message_id" integer,
	"excerpt" text,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_moderation_log_action_check" CHECK ("chat_moderation_log"."action" in ('delete', 'mute'))
);
--> statement-breakpoint
CREATE TABLE "news_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_ok" boolean,
	"last_error" text,
	"last_added" integer,
	CONSTRAINT "news_feeds_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "station_tracks" DROP CONSTRAINT "station_tracks_source_check";--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "station_tracks" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "station_tracks" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_moderation_log" ADD CONSTRAINT "chat_moderation_log_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderation_log" ADD CONSTRAINT "chat_moderation_log_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_moderation_log_created_idx" ON "chat_moderation_log" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "station_tracks" ADD CONSTRAINT "station_tracks_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_tracks" ADD CONSTRAINT "station_tracks_source_check" CHECK ("station_tracks"."source" in ('demo', 'song', 'upload'));