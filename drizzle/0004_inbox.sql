CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"contact_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivery_error" text,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	CONSTRAINT "contact_messages_type_check" CHECK ("contact_messages"."contact_type" in ('general', 'dj', 'advertise', 'technical', 'music'))
);
--> statement-breakpoint
CREATE TABLE "song_request_votes" (
	"request_id" integer NOT NULL,
	"voter_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "song_request_votes_request_id_voter_key_pk" PRIMARY KEY("request_id","voter_key")
);
--> statement-breakpoint
CREATE TABLE "song_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"artist" text NOT NULL,
	"track" text NOT NULL,
	"message" text,
	"requested_by" text,
	"requester_key" text NOT NULL,
	"requester_address" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "song_requests_status_check" CHECK ("song_requests"."status" in ('open', 'played', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_request_votes" ADD CONSTRAINT "song_request_votes_request_id_song_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."song_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_requests" ADD CONSTRAINT "song_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_requests" ADD CONSTRAINT "song_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "song_requests_open_song_unique" ON "song_requests" USING btree (lower("artist"),lower("track")) WHERE "song_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "song_requests_requester_idx" ON "song_requests" USING btree ("requester_key","created_at");--> statement-breakpoint
CREATE INDEX "song_requests_address_idx" ON "song_requests" USING btree ("requester_address","created_at");--> statement-breakpoint
CREATE INDEX "song_requests_status_idx" ON "song_requests" USING btree ("status","decided_at");