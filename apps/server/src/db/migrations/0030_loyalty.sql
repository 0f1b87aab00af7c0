-- Loyalty (issue 15): points mall, VIP levels, missions and leaderboard, referral rewards.
-- Points balances live in the ledger (a per-member account owner_type 'player', kind 'points', currency
-- 'PTS', never negative; the issuer is owner_type 'points'). These tables hold the rules and the records.

CREATE TABLE "loyalty_settings" (
  "merchant_id" integer PRIMARY KEY NOT NULL REFERENCES "merchants"("id"),
  "turnover_per_point" bigint NOT NULL DEFAULT 1000,
  "convert_points" integer NOT NULL DEFAULT 100,
  "convert_amount" bigint NOT NULL DEFAULT 100,
  "min_convert_points" integer NOT NULL DEFAULT 100,
  "referral_reward" bigint NOT NULL DEFAULT 0,
  "referral_min_deposit" bigint NOT NULL DEFAULT 0,
  "referral_min_turnover" bigint NOT NULL DEFAULT 0,
  "referral_window_days" integer NOT NULL DEFAULT 30,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "loyalty_settings_positive" CHECK ("turnover_per_point" > 0 AND "convert_points" > 0
    AND "convert_amount" > 0 AND "min_convert_points" > 0 AND "referral_reward" >= 0
    AND "referral_min_deposit" >= 0 AND "referral_min_turnover" >= 0 AND "referral_window_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
  "id" serial PRIMARY KEY NOT NULL,
  "merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
  "kind" text NOT NULL,
  "name" jsonb NOT NULL,
  "description" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "points" integer NOT NULL,
  "amount" bigint NOT NULL DEFAULT 0,
  "stock" integer,
  "sort" integer NOT NULL DEFAULT 0,
  "active" boolean NOT NULL DEFAULT true,
  CONSTRAINT "point_rewards_kind" CHECK ("kind" IN ('cash', 'bonus', 'item')),
  CONSTRAINT "point_rewards_points" CHECK ("points" > 0),
  CONSTRAINT "point_rewards_amount" CHECK ("amount" >= 0 AND ("kind" = 'item' OR "amount" > 0)),
  CONSTRAINT "point_rewards_stock" CHECK ("stock" IS NULL OR "stock" >= 0)
);
--> statement-breakpoint
CREATE INDEX "point_rewards_merchant" ON "point_rewards" ("merchant_id", "sort");
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "merchant_id" integer NOT NULL,
  "account_id" bigint NOT NULL REFERENCES "accounts"("id"),
  "reward_id" integer NOT NULL REFERENCES "point_rewards"("id"),
  "request_key" text NOT NULL,
  "kind" text NOT NULL,
  "points" integer NOT NULL,
  "amount" bigint NOT NULL DEFAULT 0,
  "state" text NOT NULL,
  "delivery" jsonb,
  "decided_by" bigint,
  "decision_reason" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "decided_at" timestamp with time zone,
  CONSTRAINT "point_redemptions_state" CHECK ("state" IN ('in_process', 'rejected', 'approved')),
  CONSTRAINT "point_redemptions_points" CHECK ("points" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request" ON "point_redemptions" ("account_id", "request_key");
--> statement-breakpoint
CREATE INDEX "point_redemptions_account" ON "point_redemptions" ("account_id", "id");
--> statement-breakpoint
CREATE INDEX "point_redemptions_queue" ON "point_redemptions" ("merchant_id", "state", "id");
--> statement-breakpoint
CREATE TABLE "point_conversions" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "merchant_id" integer NOT NULL,
  "account_id" bigint NOT NULL REFERENCES "accounts"("id"),
  "request_key" text NOT NULL,
  "points" integer NOT NULL,
  "amount" bigint NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "point_conversions_positive" CHECK ("points" > 0 AND "amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "point_conversions_request" ON "point_conversions" ("account_id", "request_key");
--> statement-breakpoint
-- What the accrual job has counted per member: net valid turnover and the points given for it.
CREATE TABLE "point_accruals" (
  "account_id" bigint PRIMARY KEY NOT NULL REFERENCES "accounts"("id"),
  "merchant_id" integer NOT NULL,
  "turnover" bigint NOT NULL DEFAULT 0,
  "points_earned" bigint NOT NULL DEFAULT 0,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Where a loyalty job's scan of ledger entries got to (per merchant and job).
CREATE TABLE "loyalty_watermarks" (
  "merchant_id" integer NOT NULL,
  "job" text NOT NULL,
  "entry_id" bigint NOT NULL DEFAULT 0,
  "at" timestamp with time zone,
  CONSTRAINT "loyalty_watermarks_pkey" PRIMARY KEY ("merchant_id", "job")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
  "merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
  "level" smallint NOT NULL,
  "name" jsonb NOT NULL,
  "min_turnover" bigint NOT NULL,
  "min_deposits" bigint NOT NULL,
  "keep_turnover" bigint NOT NULL DEFAULT 0,
  "rebate_rate_bp" integer NOT NULL DEFAULT 0,
  "daily_withdrawal_limit" bigint NOT NULL DEFAULT 0,
  "daily_withdrawal_count" integer NOT NULL DEFAULT 0,
  "birthday_bonus" bigint NOT NULL DEFAULT 0,
  "level_up_bonus" bigint NOT NULL DEFAULT 0,
  CONSTRAINT "vip_levels_pkey" PRIMARY KEY ("merchant_id", "level"),
  CONSTRAINT "vip_levels_level" CHECK ("level" BETWEEN 1 AND 99),
  CONSTRAINT "vip_levels_amounts" CHECK ("min_turnover" >= 0 AND "min_deposits" >= 0 AND "keep_turnover" >= 0
    AND "rebate_rate_bp" BETWEEN 0 AND 10000 AND "daily_withdrawal_limit" >= 0
    AND "daily_withdrawal_count" >= 0 AND "birthday_bonus" >= 0 AND "level_up_bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_members" (
  "account_id" bigint PRIMARY KEY NOT NULL REFERENCES "accounts"("id"),
  "merchant_id" integer NOT NULL,
  "level" smallint NOT NULL DEFAULT 0,
  "top_level" smallint NOT NULL DEFAULT 0,
  "reached_at" timestamp with time zone NOT NULL DEFAULT now(),
  "reviewed_month" text,
  "counts_from" timestamp with time zone,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "vip_members_level" CHECK ("level" >= 0 AND "top_level" >= "level")
);
--> statement-breakpoint
CREATE INDEX "vip_members_merchant" ON "vip_members" ("merchant_id", "level");
--> statement-breakpoint
CREATE TABLE "missions" (
  "id" serial PRIMARY KEY NOT NULL,
  "merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
  "period" text NOT NULL,
  "kind" text NOT NULL,
  "target" bigint NOT NULL,
  "reward_points" integer NOT NULL,
  "name" jsonb NOT NULL,
  "sort" integer NOT NULL DEFAULT 0,
  "active" boolean NOT NULL DEFAULT true,
  CONSTRAINT "missions_period" CHECK ("period" IN ('daily', 'weekly')),
  CONSTRAINT "missions_kind" CHECK ("kind" IN ('rounds', 'slot_wager', 'win_streak')),
  CONSTRAINT "missions_positive" CHECK ("target" > 0 AND "reward_points" > 0)
);
--> statement-breakpoint
CREATE INDEX "missions_merchant" ON "missions" ("merchant_id", "sort");
--> statement-breakpoint
CREATE TABLE "mission_claims" (
  "mission_id" integer NOT NULL REFERENCES "missions"("id"),
  "account_id" bigint NOT NULL REFERENCES "accounts"("id"),
  "period_start" timestamp with time zone NOT NULL,
  "merchant_id" integer NOT NULL,
  "points" integer NOT NULL,
  "claimed_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "mission_claims_pkey" PRIMARY KEY ("mission_id", "account_id", "period_start")
);
--> statement-breakpoint
CREATE INDEX "mission_claims_board" ON "mission_claims" ("merchant_id", "period_start");
--> statement-breakpoint
-- One row per invitee once the referral job has decided: rewarded, or refused with the abuse reason.
CREATE TABLE "referral_rewards" (
  "invitee_id" bigint PRIMARY KEY NOT NULL REFERENCES "accounts"("id"),
  "referrer_id" bigint NOT NULL REFERENCES "accounts"("id"),
  "merchant_id" integer NOT NULL,
  "state" text NOT NULL,
  "reason" text,
  "amount" bigint NOT NULL DEFAULT 0,
  "decided_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "referral_rewards_state" CHECK ("state" IN ('rewarded', 'refused'))
);
--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer" ON "referral_rewards" ("referrer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_referred_by" ON "accounts" ("referred_by") WHERE "referred_by" IS NOT NULL;
