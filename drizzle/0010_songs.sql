CREATE TABLE "song_play_marks" (
	"song_id" integer NOT NULL,
	"listener" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "song_play_marks_song_id_listener_pk" PRIMARY KEY("song_id","listener")
);
--> statement-breakpoint
CREATE TABLE "song_plays_daily" (
	"song_id" integer NOT NULL,
	"day" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "song_plays_daily_song_id_day_pk" PRIMARY KEY("song_id","day")
);
--> statement-breakpoint
CREATE TABLE "song_purchases" (
	"song_id" integer NOT NULL,
	"fan_id" integer NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "song_purchases_song_id_fan_id_pk" PRIMARY KEY("song_id","fan_id")
);
--> statement-breakpoint
CREATE TABLE "songs" (
	"id" serial PRIMARY KEY NOT NULL,
	"artist_id" integer NOT NULL,
	"title" text NOT NULL,
	"genre" text DEFAULT 'synthwave' NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer NOT NULL,
	"bitrate" integer,
	"sample_rate" integer,
	"size_bytes" bigint NOT NULL,
	"original_key" text NOT NULL,
	"original_mime" text NOT NULL,
	"stream_key" text,
	"preview_key" text,
	"preview_start_ms" integer DEFAULT 0 NOT NULL,
	"peaks" jsonb,
	"play_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"processing_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "songs_status_check" CHECK ("songs"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "songs_price_check" CHECK ("songs"."price_cents" >= 0),
	CONSTRAINT "songs_preview_start_check" CHECK ("songs"."preview_start_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "song_id" integer;--> statement-breakpoint
ALTER TABLE "song_play_marks" ADD CONSTRAINT "song_play_marks_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_plays_daily" ADD CONSTRAINT "song_plays_daily_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_purchases" ADD CONSTRAINT "song_purchases_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_purchases" ADD CONSTRAINT "song_purchases_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "songs_artist_time_idx" ON "songs" USING btree ("artist_id","created_at");--> statement-breakpoint
CREATE INDEX "songs_processing_idx" ON "songs" USING btree ("created_at") WHERE "songs"."status" = 'processing';