-- 0026_sportsbook: the house sportsbook (docs/sportsbook.md, ADR 018): simulated events with their drawn
-- play (kept for audit), bets with their legs, settlement versions (each moves only its difference),
-- merchant settings (margins and limits), and the SPORTS/ESPORTS/COCKFIGHT games opening the sportsbook.
CREATE TABLE "sb_events" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'prematch' NOT NULL,
	"params" jsonb NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"timeline" jsonb NOT NULL,
	"result" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"suspended_markets" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_events_status" CHECK ("status" IN ('prematch', 'live', 'ended', 'void'))
);
--> statement-breakpoint
CREATE INDEX "sb_events_due" ON "sb_events" USING btree ("starts_at") WHERE "status" IN ('prematch', 'live');
--> statement-breakpoint
CREATE INDEX "sb_events_list" ON "sb_events" USING btree ("sport", "status", "starts_at");
--> statement-breakpoint
CREATE INDEX "sb_events_unsettled" ON "sb_events" USING btree ("id") WHERE "settled_version" < "result_version";
--> statement-breakpoint
CREATE TABLE "sb_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"session_id" text NOT NULL,
	"game_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"system_k" integer,
	"stake" bigint NOT NULL,
	"unit_stake" bigint NOT NULL,
	"lines" integer DEFAULT 1 NOT NULL,
	"odds" integer NOT NULL,
	"potential_win" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"result" text,
	"payout" bigint DEFAULT 0 NOT NULL,
	"settle_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sb_bets_kind" CHECK ("kind" IN ('single', 'combo', 'system')),
	CONSTRAINT "sb_bets_state" CHECK ("state" IN ('pending', 'open', 'settled', 'cashed_out', 'refused')),
	CONSTRAINT "sb_bets_money" CHECK ("stake" > 0 AND "payout" >= 0)
);
--> statement-breakpoint
CREATE INDEX "sb_bets_account" ON "sb_bets" USING btree ("account_id", "created_at");
--> statement-breakpoint
CREATE TABLE "sb_bet_legs" (
	"bet_id" text NOT NULL,
	"idx" integer NOT NULL,
	"event_id" text NOT NULL,
	"outcome_id" text NOT NULL,
	"market" text NOT NULL,
	"line" text,
	"outcome" text NOT NULL,
	"odds" integer NOT NULL,
	"requested_odds" integer NOT NULL,
	"result" text,
	CONSTRAINT "sb_bet_legs_pk" PRIMARY KEY ("bet_id", "idx")
);
--> statement-breakpoint
CREATE INDEX "sb_bet_legs_event" ON "sb_bet_legs" USING btree ("event_id", "outcome_id");
--> statement-breakpoint
CREATE TABLE "sb_settlements" (
	"bet_id" text NOT NULL,
	"version" integer NOT NULL,
	"payout" bigint NOT NULL,
	"delta" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "sb_settlements_pk" PRIMARY KEY ("bet_id", "version")
);
--> statement-breakpoint
CREATE INDEX "sb_settlements_pending" ON "sb_settlements" USING btree ("created_at") WHERE "applied_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "sb_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min_stake" bigint DEFAULT 100 NOT NULL,
	"max_stake" bigint DEFAULT 10000000 NOT NULL,
	"max_payout" bigint DEFAULT 100000000 NOT NULL,
	"margins" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
UPDATE "games" SET "engine" = 'sportsbook', "variant" = lower("game_type") WHERE "game_type" IN ('SPORTS', 'ESPORTS', 'COCKFIGHT');
