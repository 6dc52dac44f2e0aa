CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"fan_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"return_path" text NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkouts_amount_check" CHECK ("checkouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account" text NOT NULL,
	"creator_id" integer,
	"amount_cents" integer NOT NULL,
	"kind" text NOT NULL,
	"artist_rate_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('fan_payments', 'artist_payable', 'platform_revenue', 'processor_fees', 'payouts'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"creator_id" integer,
	"fan_id" integer,
	"provider" text NOT NULL,
	"provider_ref" text,
	"gross_cents" integer NOT NULL,
	"artist_rate_bp" integer NOT NULL,
	"reverses_id" bigint,
	"subscription_id" integer,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_gross_check" CHECK ("ledger_transactions"."gross_cents" >= 0),
	CONSTRAINT "ledger_transactions_rate_check" CHECK ("ledger_transactions"."artist_rate_bp" >= 0 and "ledger_transactions"."artist_rate_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"transaction_id" bigint,
	CONSTRAINT "payout_requests_amount_check" CHECK ("payout_requests"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"fan_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"price_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"card_fails_later" boolean DEFAULT false NOT NULL,
	"card_last4" text,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('incomplete', 'active', 'past_due', 'ended')),
	CONSTRAINT "subscriptions_price_check" CHECK ("subscriptions"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_fan_idx" ON "checkouts" USING btree ("fan_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payable_idx" ON "ledger_entries" USING btree ("creator_id","kind","created_at","amount_cents") WHERE "ledger_entries"."account" = 'artist_payable';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_key_unique" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_creator_time_idx" ON "ledger_transactions" USING btree ("creator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_fan_time_idx" ON "ledger_transactions" USING btree ("fan_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reverses_idx" ON "ledger_transactions" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_requests_open_unique" ON "payout_requests" USING btree ("creator_id") WHERE "payout_requests"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "payout_requests_status_idx" ON "payout_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_pair_unique" ON "subscriptions" USING btree ("fan_id","creator_id") WHERE "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_ref_unique" ON "subscriptions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "subscriptions_creator_idx" ON "subscriptions" USING btree ("creator_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_fan_idx" ON "subscriptions" USING btree ("fan_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_attempt_at") WHERE "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON "ledger_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE FUNCTION ledger_assert_balanced(tx bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  n integer;
BEGIN
  SELECT coalesce(sum(amount_cents), 0), count(*) INTO total, n
    FROM ledger_entries WHERE transaction_id = tx;
  IF n < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: % entries summing to %', tx, n, total
      USING ERRCODE = 'check_violation';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.transaction_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_have_entries AFTER INSERT ON "ledger_transactions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
