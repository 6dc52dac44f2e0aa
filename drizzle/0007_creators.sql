CREATE TABLE "creator_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"accent" text DEFAULT 'magenta' NOT NULL,
	"subscription_price_cents" integer DEFAULT 0 NOT NULL,
	"featured_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"search" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_profiles_price_check" CHECK ("creator_profiles"."subscription_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_creator_id_pk" PRIMARY KEY("follower_id","creator_id"),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."follower_id" <> "follows"."creator_id")
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"teaser" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_profiles_search_idx" ON "creator_profiles" USING gin ("search") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "creator_profiles_category_idx" ON "creator_profiles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "creator_profiles_featured_idx" ON "creator_profiles" USING btree ("featured_at");--> statement-breakpoint
CREATE INDEX "follows_creator_time_idx" ON "follows" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "follows_time_idx" ON "follows" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "post_comments_post_time_idx" ON "post_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "post_comments_creator_time_idx" ON "post_comments" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "post_comments_author_idx" ON "post_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "post_likes_creator_time_idx" ON "post_likes" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "posts_author_time_idx" ON "posts" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_public_time_idx" ON "posts" USING btree ("created_at","id") WHERE "posts"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "users_follower_count_idx" ON "users" USING btree ("follower_count" DESC NULLS FIRST,"id");--> statement-breakpoint
-- The search document: names weigh most, then category and tagline, then the bio. The 'simple'
-- configuration keeps words as written, so a prefix of a name ("synt") finds it ("synthgrl").
CREATE FUNCTION creator_search_document(p_username text, p_display_name text, p_bio text, p_category text, p_tagline text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(p_username, '') || ' ' || coalesce(p_display_name, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, replace(coalesce(p_category, ''), '-', ' ') || ' ' || coalesce(p_tagline, '')), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce(p_bio, '')), 'C')
$$;--> statement-breakpoint
CREATE FUNCTION creator_profiles_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT creator_search_document(u.username, u.display_name, u.bio, NEW.category, NEW.tagline)
    INTO NEW.search FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER creator_profiles_search BEFORE INSERT OR UPDATE OF category, tagline ON creator_profiles
  FOR EACH ROW EXECUTE FUNCTION creator_profiles_search_refresh();--> statement-breakpoint
CREATE FUNCTION users_creator_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profiles
    SET search = creator_search_document(NEW.username, NEW.display_name, NEW.bio, category, tagline)
    WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_creator_search AFTER UPDATE OF username, display_name, bio ON users
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.bio IS DISTINCT FROM NEW.bio)
  EXECUTE FUNCTION users_creator_search_refresh();--> statement-breakpoint
-- Counters change in the same transaction as the rows they count, cascaded deletes included.
-- Both users are updated by one statement, so two opposite follows lock them in the same order.
CREATE FUNCTION follows_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step integer;
  creator integer;
  fan integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    step := 1; creator := NEW.creator_id; fan := NEW.follower_id;
  ELSE
    step := -1; creator := OLD.creator_id; fan := OLD.follower_id;
  END IF;
  UPDATE users
    SET follower_count = follower_count + CASE WHEN id = creator THEN step ELSE 0 END,
        following_count = following_count + CASE WHEN id = fan THEN step ELSE 0 END
    WHERE id IN (creator, fan);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER follows_count AFTER INSERT OR DELETE ON follows
  FOR EACH ROW EXECUTE FUNCTION follows_count();--> statement-breakpoint
CREATE FUNCTION post_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE posts SET like_count = like_count + 1 WHERE id = NEW.post_id;
  ELSE
    UPDATE posts SET like_count = like_count - 1 WHERE id = OLD.post_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER post_likes_count AFTER INSERT OR DELETE ON post_likes
  FOR EACH ROW EXECUTE FUNCTION post_likes_count();--> statement-breakpoint
CREATE FUNCTION post_comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE posts SET comment_count = comment_count + 1 WHERE id = NEW.post_id;
  ELSE
    UPDATE posts SET comment_count = comment_count - 1 WHERE id = OLD.post_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER post_comments_count AFTER INSERT OR DELETE ON post_comments
  FOR EACH ROW EXECUTE FUNCTION post_comments_count();--> statement-breakpoint
-- Members who signed up as creators before profiles existed get one; their price moves to cents.
INSERT INTO "creator_profiles" ("user_id", "category", "subscription_price_cents")
  SELECT "id", 'music', round("subscription_price" * 100)::integer FROM "users" WHERE "is_creator";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "total_earnings";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_price";