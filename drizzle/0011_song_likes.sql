CREATE TABLE "song_likes" (
	"song_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "song_likes_song_id_user_id_pk" PRIMARY KEY("song_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "song_likes" ADD CONSTRAINT "song_likes_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_likes" ADD CONSTRAINT "song_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "song_likes_user_idx" ON "song_likes" USING btree ("user_id");--> statement-breakpoint
CREATE FUNCTION song_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE songs SET like_count = like_count + 1 WHERE id = NEW.song_id;
  ELSE
    UPDATE songs SET like_count = like_count - 1 WHERE id = OLD.song_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER song_likes_count AFTER INSERT OR DELETE ON song_likes
  FOR EACH ROW EXECUTE FUNCTION song_likes_count();
