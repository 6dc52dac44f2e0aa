ALTER TABLE "creator_profiles" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A search ranks its matches by the document, the username and the follower count, and leaves
-- suspended accounts out. With all of them on the profile row, ranking a few thousand matches
-- reads that row only, not the account beside it. Triggers keep the copies, as they keep the
-- document: in the same transaction as the change to the account.
UPDATE "creator_profiles" p
  SET "search_name" = lower(u."username"), "follower_count" = u."follower_count",
      "suspended" = u."suspended_at" IS NOT NULL
  FROM "users" u WHERE u."id" = p."user_id";--> statement-breakpoint
-- Every follow rewrites the creator's profile row; room on each page lets the new version stay
-- on it (a heap-only update), so the search index is not written for a follow.
ALTER TABLE "creator_profiles" SET (fillfactor = 90);--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_profiles_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT creator_search_document(u.username, u.display_name, u.bio, NEW.category, NEW.tagline),
         lower(u.username), u.follower_count, u.suspended_at IS NOT NULL
    INTO NEW.search, NEW.search_name, NEW.follower_count, NEW.suspended
    FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_creator_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profiles
    SET search = creator_search_document(NEW.username, NEW.display_name, NEW.bio, category, tagline),
        search_name = lower(NEW.username)
    WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION users_creator_standing_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profiles
    SET follower_count = NEW.follower_count, suspended = NEW.suspended_at IS NOT NULL
    WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_creator_standing AFTER UPDATE OF follower_count, suspended_at ON users
  FOR EACH ROW WHEN (OLD.follower_count IS DISTINCT FROM NEW.follower_count OR (OLD.suspended_at IS NULL) <> (NEW.suspended_at IS NULL))
  EXECUTE FUNCTION users_creator_standing_refresh();
