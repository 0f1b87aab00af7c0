-- Promotions, bonus money and rebate (issue 15, docs/promotions.md, ADR 019).
-- Bonus money lives in the ledger: a per-member account (owner_type 'player', kind 'bonus'), funded from
-- the merchant's 'promotion' account. These tables hold the rules and the records.

CREATE TABLE "promotions" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
  "kind" text NOT NULL,
  "status" text NOT NULL DEFAULT 'active',
  "titles" jsonb NOT NULL,
  "bodies" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "image_url" text,
  "audience" text NOT NULL DEFAULT 'all',
  "vip_levels" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "new_member_days" integer,
  "agent_account_id" bigint,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone,
  "requires_approval" boolean NOT NULL DEFAULT false,
  "repeat" text NOT NULL DEFAULT 'once',
  "min_deposit" bigint,
  "first_deposit_only" boolean NOT NULL DEFAULT false,
  "min_turnover" bigint,
  "min_loss" bigint,
  "formula" text NOT NULL,
  "amount" bigint,
  "min_amount" bigint,
  -- percent in hundredths (100 % = 10000)
  "percent_bp" integer,
  "max_amount" bigint,
  "prizes" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "wagering_multiple" integer NOT NULL DEFAULT 0,
  "bonus_days" integer NOT NULL DEFAULT 30,
  "sort" integer NOT NULL DEFAULT 0,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "promotions_kind" CHECK ("kind" IN ('deposit_match', 'free_bet', 'cashback', 'raffle', 'prize_wheel',
    'golden_egg', 'daily_signin', 'mission')),
  CONSTRAINT "promotions_status" CHECK ("status" IN ('active', 'closed')),
  CONSTRAINT "promotions_audience" CHECK ("audience" IN ('all', 'vip', 'new_members', 'downline')),
  CONSTRAINT "promotions_repeat" CHECK ("repeat" IN ('once', 'daily')),
  CONSTRAINT "promotions_formula" CHECK ("formula" IN ('fixed', 'deposit_percent', 'loss_percent', 'random', 'prizes')),
  CONSTRAINT "promotions_amounts" CHECK (coalesce("amount", 0) >= 0 AND coalesce("min_amount", 0) >= 0
    AND coalesce("max_amount", 0) >= 0 AND coalesce("percent_bp", 0) BETWEEN 0 AND 1000000
    AND coalesce("min_deposit", 0) >= 0 AND coalesce("min_turnover", 0) >= 0 AND coalesce("min_loss", 0) >= 0),
  CONSTRAINT "promotions_wagering" CHECK ("wagering_multiple" BETWEEN 0 AND 100 AND "bonus_days" > 0)
);
--> statement-breakpoint
CREATE INDEX "promotions_merchant" ON "promotions" ("merchant_id", "status", "sort");
--> statement-breakpoint
-- A member's part in a promotion: one row per promotion and period ('once', or the merchant day of a
-- daily promotion). The unique key makes join, apply and claim idempotent.
CREATE TABLE "promotion_entries" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "merchant_id" integer NOT NULL,
  "promotion_id" bigint NOT NULL REFERENCES "promotions"("id"),
  "account_id" bigint NOT NULL REFERENCES "accounts"("id"),
  "period_key" text NOT NULL,
  "state" text NOT NULL,
  "remark" text,
  "reason" text,
  "amount" bigint,
  "destination" text,
  "bonus_id" bigint,
  "decided_by" bigint,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  "decided_at" timestamp with time zone,
  CONSTRAINT "promotion_entries_state" CHECK ("state" IN ('joined', 'applying', 'rejected', 'issued', 'claimed', 'signed')),
  CONSTRAINT "promotion_entries_amount" CHECK ("amount" IS NULL OR "amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_key" ON "promotion_entries" ("promotion_id", "account_id", "period_key");
--> statement-breakpoint
CREATE INDEX "promotion_entries_account" ON "promotion_entries" ("account_id", "promotion_id");
--> statement-breakpoint
CREATE INDEX "promotion_entries_queue" ON "promotion_entries" ("merchant_id", "state", "created_at");
--> statement-breakpoint
-- Bonus money: a member has at most one active bonus; a grant while one is active adds to it.
CREATE TABLE "bonuses" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "merchant_id" integer NOT NULL,
  "account_id" bigint NOT NULL REFERENCES "accounts"("id"),
  "promotion_id" bigint,
  "titles" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "amount" bigint NOT NULL,
  "wagering_required" bigint NOT NULL,
  "wagering_done" bigint NOT NULL DEFAULT 0,
  "state" text NOT NULL DEFAULT 'active',
  "expires_at" timestamp with time zone NOT NULL,
  "settled_amount" bigint,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "closed_at" timestamp with time zone,
  CONSTRAINT "bonuses_state" CHECK ("state" IN ('active', 'completed', 'expired', 'forfeited', 'lost')),
  CONSTRAINT "bonuses_amounts" CHECK ("amount" > 0 AND "wagering_required" >= 0 AND "wagering_done" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_one_active" ON "bonuses" ("merchant_id", "account_id") WHERE "state" = 'active';
--> statement-breakpoint
CREATE INDEX "bonuses_account" ON "bonuses" ("account_id", "created_at");
--> statement-breakpoint
CREATE INDEX "bonuses_expiry" ON "bonuses" ("expires_at") WHERE "state" = 'active';
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "bonus_id" bigint NOT NULL REFERENCES "bonuses"("id"),
  "reference" text NOT NULL,
  "amount" bigint NOT NULL,
  "wagering" bigint NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "bonus_grants_amount" CHECK ("amount" > 0 AND "wagering" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_reference" ON "bonus_grants" ("reference");
--> statement-breakpoint
-- The bonus part of a stake (real money first, then bonus): wins of its round go back in proportion.
CREATE TABLE "bonus_stakes" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "bonus_id" bigint NOT NULL REFERENCES "bonuses"("id"),
  "merchant_id" integer NOT NULL,
  "account_id" bigint NOT NULL,
  "vendor_id" integer NOT NULL,
  "transaction_id" text NOT NULL,
  "round_id" text,
  "stake" bigint NOT NULL,
  "bonus_part" bigint NOT NULL,
  "reversed" boolean NOT NULL DEFAULT false,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "bonus_stakes_amounts" CHECK ("bonus_part" > 0 AND "stake" >= "bonus_part")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_stakes_key" ON "bonus_stakes" ("vendor_id", "transaction_id");
--> statement-breakpoint
CREATE INDEX "bonus_stakes_round" ON "bonus_stakes" ("vendor_id", "round_id");
--> statement-breakpoint
-- Rebate: percent (hundredths) per game type and VIP level; daily lines; claims.
CREATE TABLE "rebate_rates" (
  "merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
  "game_type" text NOT NULL,
  "vip_level" integer NOT NULL,
  "rate_bp" integer NOT NULL,
  CONSTRAINT "rebate_rates_pk" PRIMARY KEY ("merchant_id", "game_type", "vip_level"),
  CONSTRAINT "rebate_rates_rate" CHECK ("rate_bp" BETWEEN 0 AND 10000 AND "vip_level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_lines" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "merchant_id" integer NOT NULL,
  "account_id" bigint NOT NULL,
  "day" date NOT NULL,
  "game_type" text NOT NULL,
  "vip_level" integer NOT NULL,
  "turnover" bigint NOT NULL,
  "rate_bp" integer NOT NULL,
  "amount" bigint NOT NULL,
  "claim_id" bigint,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "rebate_lines_amounts" CHECK ("turnover" >= 0 AND "amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_lines_key" ON "rebate_lines" ("merchant_id", "account_id", "day", "game_type");
--> statement-breakpoint
CREATE INDEX "rebate_lines_open" ON "rebate_lines" ("account_id") WHERE "claim_id" IS NULL;
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "merchant_id" integer NOT NULL,
  "account_id" bigint NOT NULL,
  "amount" bigint NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "rebate_claims_account" ON "rebate_claims" ("account_id", "created_at");
--> statement-breakpoint
-- The merchant days the rebate job has computed (a run claims its day once).
CREATE TABLE "rebate_runs" (
  "merchant_id" integer NOT NULL,
  "day" date NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "rebate_runs_pk" PRIMARY KEY ("merchant_id", "day")
);
