CREATE TABLE "playlist_entries" (
	"playlist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"station_track_id" integer,
	"song_id" integer,
	CONSTRAINT "playlist_entries_playlist_id_position_pk" PRIMARY KEY("playlist_id","position"),
	CONSTRAINT "playlist_entries_one_source_check" CHECK (("playlist_entries"."station_track_id" is null) <> ("playlist_entries"."song_id" is null))
);
--> statement-breakpoint
CREATE TABLE "playlist_saves" (
	"user_id" integer NOT NULL,
	"playlist_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_saves_user_id_playlist_slug_pk" PRIMARY KEY("user_id","playlist_slug")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlists_kind_check" CHECK ("playlists"."kind" in ('era', 'mood', 'dj-special'))
);
--> statement-breakpoint
ALTER TABLE "playlist_entries" ADD CONSTRAINT "playlist_entries_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_entries" ADD CONSTRAINT "playlist_entries_station_track_id_station_tracks_id_fk" FOREIGN KEY ("station_track_id") REFERENCES "public"."station_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_entries" ADD CONSTRAINT "playlist_entries_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_saves" ADD CONSTRAINT "playlist_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlist_entries_track_idx" ON "playlist_entries" USING btree ("station_track_id");--> statement-breakpoint
CREATE INDEX "playlist_entries_song_idx" ON "playlist_entries" USING btree ("song_id");--> statement-breakpoint
CREATE INDEX "playlist_saves_slug_idx" ON "playlist_saves" USING btree ("playlist_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "playlists_slug_unique" ON "playlists" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "playlists_published_idx" ON "playlists" USING btree ("published_at") WHERE "playlists"."published_at" is not null;