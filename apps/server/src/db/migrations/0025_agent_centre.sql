-- 0025_agent_centre (issue 16, ADR 017): the agent tree as a closure table kept by a trigger on
-- accounts, team betting figures in 5-minute buckets per agent kept by a trigger on house_rounds,
-- contracts (dividend, daily, hourly and real-time salary) and one payout record per agent and period.
CREATE TABLE "agent_closure" (
	"ancestor_id" bigint NOT NULL REFERENCES "accounts"("id"),
	"descendant_id" bigint NOT NULL REFERENCES "accounts"("id"),
	"merchant_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_closure_pkey" PRIMARY KEY ("ancestor_id", "descendant_id"),
	CONSTRAINT "agent_closure_depth" CHECK ("depth" >= 1)
);
--> statement-breakpoint
CREATE INDEX "agent_closure_descendant" ON "agent_closure" ("descendant_id", "depth");
--> statement-breakpoint
-- Team size and new members by the descendant's creation time, from the index alone.
CREATE INDEX "agent_closure_joined" ON "agent_closure" ("ancestor_id", "joined_at");
--> statement-breakpoint
-- Every strict ancestor of every account (depth 1 = the upline), built from accounts.upline_id.
INSERT INTO "agent_closure" ("ancestor_id", "descendant_id", "merchant_id", "depth", "joined_at")
WITH RECURSIVE up AS (
	SELECT a.id AS descendant_id, a.upline_id AS ancestor_id, a.merchant_id, 1 AS depth
	FROM accounts a WHERE a.upline_id IS NOT NULL
	UNION ALL
	SELECT up.descendant_id, p.upline_id, up.merchant_id, up.depth + 1
	FROM up JOIN accounts p ON p.id = up.ancestor_id
	WHERE p.upline_id IS NOT NULL AND up.depth < 64
)
SELECT up.ancestor_id, up.descendant_id, up.merchant_id, up.depth, a.created_at
FROM up JOIN accounts a ON a.id = up.descendant_id;
--> statement-breakpoint
CREATE FUNCTION agent_closure_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
			RETURN NEW;
		END IF;
		-- Detach the moved subtree (the account and its descendants) from its old ancestors.
		DELETE FROM agent_closure c
		WHERE (c.descendant_id = NEW.id OR c.descendant_id IN (SELECT descendant_id FROM agent_closure WHERE ancestor_id = NEW.id))
			AND c.ancestor_id NOT IN (SELECT descendant_id FROM agent_closure WHERE ancestor_id = NEW.id)
			AND c.ancestor_id <> NEW.id;
	END IF;
	IF NEW.upline_id IS NOT NULL THEN
		IF NEW.upline_id = NEW.id OR EXISTS (
			SELECT 1 FROM agent_closure WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
		) THEN
			RAISE EXCEPTION 'an account cannot hang below itself' USING ERRCODE = '23514';
		END IF;
		-- The new ancestors (the upline and its ancestors) of the account and of each of its descendants.
		INSERT INTO agent_closure (ancestor_id, descendant_id, merchant_id, depth, joined_at)
		SELECT anc.ancestor_id, sub.descendant_id, NEW.merchant_id, anc.depth + sub.depth, sub.joined_at
		FROM (
			SELECT NEW.upline_id AS ancestor_id, 1 AS depth
			UNION ALL
			SELECT ancestor_id, depth + 1 FROM agent_closure WHERE descendant_id = NEW.upline_id
		) anc
		CROSS JOIN (
			SELECT NEW.id AS descendant_id, 0 AS depth, NEW.created_at AS joined_at
			UNION ALL
			SELECT descendant_id, depth, joined_at FROM agent_closure WHERE ancestor_id = NEW.id
		) sub;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "accounts_agent_closure" AFTER INSERT OR UPDATE OF "upline_id" ON "accounts"
	FOR EACH ROW EXECUTE FUNCTION agent_closure_sync();
--> statement-breakpoint
-- Team figures of every agent (a strict ancestor of the player) in 5-minute buckets of settlement time.
CREATE TABLE "agent_team_stats" (
	"agent_id" bigint NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_stats_pkey" PRIMARY KEY ("agent_id", "bucket")
);
--> statement-breakpoint
-- The newest settled round of each player who has an agent (the overview's active members).
CREATE TABLE "agent_member_activity" (
	"agent_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"last_round_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_member_activity_pkey" PRIMARY KEY ("agent_id", "account_id")
);
--> statement-breakpoint
CREATE INDEX "agent_member_activity_recent" ON "agent_member_activity" ("agent_id", "last_round_at");
--> statement-breakpoint
-- A round counts once it is settled; a later change (a void, a resettlement) is booked as a delta in the
-- bucket of the moment it happens, so a figure already paid is never rewritten (carried forward).
CREATE FUNCTION agent_team_stats_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	d_turnover bigint := 0;
	d_wins bigint := 0;
	d_rounds integer := 0;
	agents integer := 0;
BEGIN
	IF NEW.state = 'settled' THEN
		d_turnover := NEW.bet; d_wins := NEW.win; d_rounds := 1;
	END IF;
	IF TG_OP = 'UPDATE' AND OLD.state = 'settled' THEN
		d_turnover := d_turnover - OLD.bet; d_wins := d_wins - OLD.win; d_rounds := d_rounds - 1;
	END IF;
	IF d_turnover = 0 AND d_wins = 0 AND d_rounds = 0 THEN
		RETURN NEW;
	END IF;
	INSERT INTO agent_team_stats AS s (agent_id, bucket, turnover, wins, rounds)
	SELECT c.ancestor_id, date_bin('5 minutes', now(), TIMESTAMPTZ '2000-01-01 00:00:00+00'), d_turnover, d_wins, d_rounds
	FROM agent_closure c WHERE c.descendant_id = NEW.account_id
	ORDER BY c.ancestor_id
	ON CONFLICT (agent_id, bucket) DO UPDATE SET
		turnover = s.turnover + EXCLUDED.turnover,
		wins = s.wins + EXCLUDED.wins,
		rounds = s.rounds + EXCLUDED.rounds;
	GET DIAGNOSTICS agents = ROW_COUNT;
	-- The member's newest settled round, per agent above it, to the 5 minutes: "active" members are
	-- counted from it (a row is rewritten at most once per 5 minutes of play).
	IF agents > 0 AND d_rounds > 0 THEN
		INSERT INTO agent_member_activity AS m (agent_id, account_id, last_round_at)
		SELECT c.ancestor_id, NEW.account_id, date_bin('5 minutes', NEW.created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00')
		FROM agent_closure c WHERE c.descendant_id = NEW.account_id
		ORDER BY c.ancestor_id
		ON CONFLICT (agent_id, account_id) DO UPDATE SET last_round_at = EXCLUDED.last_round_at
		WHERE m.last_round_at < EXCLUDED.last_round_at;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "house_rounds_agent_team_stats" AFTER INSERT OR UPDATE OF "state", "bet", "win" ON "house_rounds"
	FOR EACH ROW EXECUTE FUNCTION agent_team_stats_sync();
--> statement-breakpoint
-- Team betting pages list the newest rounds of a whole team first.
CREATE INDEX "agent_house_rounds_created" ON "house_rounds" ("created_at", "account_id");
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"agent_id" bigint NOT NULL REFERENCES "accounts"("id"),
	"grantor_id" bigint REFERENCES "accounts"("id"),
	"basis" text NOT NULL,
	"period" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_rate_bp" integer NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"termination_requested" boolean DEFAULT false NOT NULL,
	"baseline" bigint DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind" CHECK ("kind" IN ('dividend', 'daily', 'hourly', 'realtime')),
	CONSTRAINT "agent_contracts_basis" CHECK ("basis" IN ('turnover', 'netloss')),
	CONSTRAINT "agent_contracts_period" CHECK ("period" IN ('realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
	CONSTRAINT "agent_contracts_status" CHECK ("status" IN ('offered', 'active', 'rejected', 'terminated', 'withdrawn')),
	CONSTRAINT "agent_contracts_rate" CHECK ("max_rate_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active" ON "agent_contracts" ("agent_id", "kind") WHERE "status" = 'active';
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer" ON "agent_contracts" ("agent_id", "kind") WHERE "status" = 'offered';
--> statement-breakpoint
CREATE INDEX "agent_contracts_grantor" ON "agent_contracts" ("grantor_id", "kind", "status");
--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant" ON "agent_contracts" ("merchant_id", "kind", "status");
--> statement-breakpoint
-- One line per agent, contract kind and period: what was computed, what was paid, the ledger transfer.
CREATE TABLE "agent_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL REFERENCES "accounts"("id"),
	"contract_id" bigint NOT NULL REFERENCES "agent_contracts"("id"),
	"kind" text NOT NULL,
	"period_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"volume" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"gross" bigint NOT NULL,
	"deductions" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"baseline" bigint NOT NULL,
	"status" text NOT NULL,
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_payouts_status" CHECK ("status" IN ('paid', 'nil', 'carried')),
	CONSTRAINT "agent_payouts_amount" CHECK ("amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payouts_period" ON "agent_payouts" ("agent_id", "kind", "period_id");
--> statement-breakpoint
CREATE INDEX "agent_payouts_merchant" ON "agent_payouts" ("merchant_id", "kind", "period_end");
--> statement-breakpoint
-- Which contract kinds a merchant offers (spec §6 feature gating); no row means all of them.
CREATE TABLE "agent_features" (
	"merchant_id" integer PRIMARY KEY NOT NULL REFERENCES "merchants"("id"),
	"dividend" boolean DEFAULT true NOT NULL,
	"daily" boolean DEFAULT true NOT NULL,
	"hourly" boolean DEFAULT true NOT NULL,
	"realtime" boolean DEFAULT true NOT NULL
);
