CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"requested_by" integer,
	"reason" text DEFAULT 'admin' NOT NULL,
	"subscription_ref" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "refund_requests_amount_check" CHECK ("refund_requests"."amount_cents" > 0),
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "song_play_starts" (
	"song_id" integer NOT NULL,
	"listener" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "song_play_starts_song_id_listener_pk" PRIMARY KEY("song_id","listener")
);
--> statement-breakpoint
CREATE TABLE "song_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"artist_id" integer NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "song_uploads_size_check" CHECK ("song_uploads"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "song_purchases" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "song_purchases" ADD COLUMN "revoked_by" bigint;--> statement-breakpoint
ALTER TABLE "song_play_starts" ADD CONSTRAINT "song_play_starts_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_uploads" ADD CONSTRAINT "song_uploads_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_requests_transaction_idx" ON "refund_requests" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "refund_requests_pending_idx" ON "refund_requests" USING btree ("created_at") WHERE "refund_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "song_play_starts_time_idx" ON "song_play_starts" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "song_uploads_artist_idx" ON "song_uploads" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "song_uploads_expiry_idx" ON "song_uploads" USING btree ("expires_at");