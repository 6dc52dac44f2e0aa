CREATE TABLE "admin_counts" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"total_users" integer NOT NULL,
	"total_artists" integer NOT NULL,
	"active_users" integer NOT NULL,
	"total_songs" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_counts_one_row" CHECK ("admin_counts"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "admin_daily_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"artist_cents" bigint DEFAULT 0 NOT NULL,
	"platform_cents" bigint DEFAULT 0 NOT NULL,
	"processor_cents" bigint DEFAULT 0 NOT NULL,
	"tips_cents" bigint DEFAULT 0 NOT NULL,
	"plays" bigint DEFAULT 0 NOT NULL,
	"airplays" integer DEFAULT 0 NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_applications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"accent" text DEFAULT 'magenta' NOT NULL,
	"subscription_price_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_applications_status_check" CHECK ("creator_applications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"artist_registration_enabled" boolean DEFAULT true NOT NULL,
	"streaming_enabled" boolean DEFAULT true NOT NULL,
	"payments_enabled" boolean DEFAULT true NOT NULL,
	"tipping_enabled" boolean DEFAULT true NOT NULL,
	"merchandise_enabled" boolean DEFAULT true NOT NULL,
	"beta_mode" boolean DEFAULT false NOT NULL,
	"artist_streaming_rate" integer DEFAULT 80 NOT NULL,
	"artist_merchandise_rate" integer DEFAULT 85 NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "platform_settings_one_row" CHECK ("platform_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"author_id" integer,
	"excerpt" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"action" text,
	"resolution_note" text DEFAULT '' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_check" CHECK ("reports"."target_type" in ('post', 'song', 'profile', 'chat_message')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "creator_applications" ADD CONSTRAINT "creator_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_applications" ADD CONSTRAINT "creator_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_time_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "creator_applications_status_idx" ON "creator_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_status_time_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "ledger_entries_time_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "played_tracks_started_idx" ON "played_tracks" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "song_plays_daily_day_idx" ON "song_plays_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_last_seen_idx" ON "users" USING btree ("last_seen_at");--> statement-breakpoint
INSERT INTO "platform_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % is not allowed', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE FUNCTION ledger_merchandise_gate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'merchandise'
    AND EXISTS (SELECT 1 FROM platform_settings WHERE id = 1 AND NOT merchandise_enabled) THEN
    RAISE EXCEPTION 'merchandise sales are switched off in the platform settings'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_merchandise_gate BEFORE INSERT ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_merchandise_gate();
