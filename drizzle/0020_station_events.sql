CREATE TABLE "event_rsvps" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"choice" text NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_rsvps_choice_check" CHECK ("event_rsvps"."choice" in ('going', 'interested'))
);
--> statement-breakpoint
CREATE TABLE "station_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"place" text,
	"description" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_events_times_check" CHECK ("station_events"."starts_at" < "station_events"."ends_at"),
	CONSTRAINT "station_events_kind_check" CHECK ("station_events"."kind" in ('live-show', 'listening-party', 'special'))
);
--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_station_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."station_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_events" ADD CONSTRAINT "station_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_rsvps_user_idx" ON "event_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "station_events_starts_idx" ON "station_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "station_events_on_idx" ON "station_events" USING btree ("starts_at") WHERE "station_events"."cancelled_at" is null;