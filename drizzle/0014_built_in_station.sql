CREATE TABLE "airplay_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"song_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airplay_submissions_status_check" CHECK ("airplay_submissions"."status" in ('pending', 'approved', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "station_playout" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"track_id" integer,
	"started_at" timestamp with time zone,
	"played_track_id" integer,
	"skip_requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"track_id" integer NOT NULL,
	"queued_by" integer,
	"request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"played_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "station_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"demo_key" text,
	"song_id" integer,
	"creator_id" integer,
	"artist" text NOT NULL,
	"title" text NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"failure" text,
	"retired_at" timestamp with time zone,
	"on_air_key" text,
	"duration_ms" integer,
	"loudness_lufs" real,
	"true_peak_db" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_tracks_source_check" CHECK ("station_tracks"."source" in ('demo', 'song')),
	CONSTRAINT "station_tracks_status_check" CHECK ("station_tracks"."status" in ('preparing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "heard_on_air" text;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "heard_on_air" text;--> statement-breakpoint
ALTER TABLE "played_tracks" ADD COLUMN "station_track_id" integer;--> statement-breakpoint
ALTER TABLE "played_tracks" ADD COLUMN "song_id" integer;--> statement-breakpoint
ALTER TABLE "played_tracks" ADD COLUMN "creator_id" integer;--> statement-breakpoint
ALTER TABLE "played_tracks" ADD COLUMN "is_preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "played_tracks" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "airplay_submissions" ADD CONSTRAINT "airplay_submissions_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplay_submissions" ADD CONSTRAINT "airplay_submissions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplay_submissions" ADD CONSTRAINT "airplay_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_playout" ADD CONSTRAINT "station_playout_track_id_station_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."station_tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_queue" ADD CONSTRAINT "station_queue_track_id_station_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."station_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_queue" ADD CONSTRAINT "station_queue_queued_by_users_id_fk" FOREIGN KEY ("queued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_queue" ADD CONSTRAINT "station_queue_request_id_song_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."song_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_tracks" ADD CONSTRAINT "station_tracks_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_tracks" ADD CONSTRAINT "station_tracks_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "airplay_submissions_live_unique" ON "airplay_submissions" USING btree ("song_id") WHERE "airplay_submissions"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "airplay_submissions_status_idx" ON "airplay_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "airplay_submissions_creator_idx" ON "airplay_submissions" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "station_queue_waiting_idx" ON "station_queue" USING btree ("created_at") WHERE "station_queue"."played_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "station_tracks_demo_unique" ON "station_tracks" USING btree ("demo_key") WHERE "station_tracks"."demo_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "station_tracks_song_unique" ON "station_tracks" USING btree ("song_id","is_preview") WHERE "station_tracks"."song_id" is not null;--> statement-breakpoint
CREATE INDEX "station_tracks_ready_idx" ON "station_tracks" USING btree ("status");--> statement-breakpoint
ALTER TABLE "played_tracks" ADD CONSTRAINT "played_tracks_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "played_tracks" ADD CONSTRAINT "played_tracks_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "played_tracks_creator_idx" ON "played_tracks" USING btree ("creator_id","started_at") WHERE "played_tracks"."creator_id" is not null;