CREATE TABLE "played_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"artist" text NOT NULL,
	"title" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"listeners" integer
);
--> statement-breakpoint
CREATE TABLE "station_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"track_id" integer,
	"listeners" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "station_state" ADD CONSTRAINT "station_state_track_id_played_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."played_tracks"("id") ON DELETE set null ON UPDATE no action;