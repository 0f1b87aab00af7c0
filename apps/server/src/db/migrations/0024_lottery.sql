-- 0024_lottery: scheduled lottery draws with committed seeds, members' lottery bets, merchant odds,
-- and set-based payment of a draw's wins or refunds through the ledger (docs/lottery.md, ADR 016).
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"draw_no" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"draw_hash" text NOT NULL,
	"numbers" jsonb,
	"closed_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"bets" integer DEFAULT 0 NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_period" UNIQUE ("merchant_id", "game_code", "draw_no"),
	CONSTRAINT "lottery_draws_state" CHECK ("state" IN ('open', 'closed', 'settled', 'cancelled')),
	CONSTRAINT "lottery_draws_numbers" CHECK (("state" = 'settled') = ("numbers" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "lottery_draws_due" ON "lottery_draws" USING btree ("closes_at") WHERE "state" IN ('open', 'closed');
--> statement-breakpoint
CREATE INDEX "lottery_draws_game" ON "lottery_draws" USING btree ("merchant_id", "game_code", "draw_at");
--> statement-breakpoint
-- A bet's stored state is 'open' until its draw is settled, when only the winners are written ('won',
-- win): a loser stays 'open' and reads as lost once its draw is settled, every bet of a cancelled draw
-- reads as refunded (modules/lottery/repository.ts betState), so settling touches the winners only.
CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"draw_id" bigint NOT NULL REFERENCES "lottery_draws"("id"),
	"account_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"game_code" text NOT NULL,
	"bet_type" text NOT NULL,
	"numbers" text[] NOT NULL,
	"stake" bigint NOT NULL,
	"odds" integer[] NOT NULL,
	"potential_win" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"wallet_id" bigint NOT NULL,
	"house_account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_request" UNIQUE ("account_id", "request_key"),
	CONSTRAINT "lottery_bets_stake" CHECK ("stake" > 0),
	CONSTRAINT "lottery_bets_state" CHECK ("state" IN ('open', 'won', 'lost', 'refunded'))
);
--> statement-breakpoint
CREATE INDEX "lottery_bets_draw" ON "lottery_bets" USING btree ("draw_id", "state");
--> statement-breakpoint
CREATE INDEX "lottery_bets_account" ON "lottery_bets" USING btree ("account_id", "id");
--> statement-breakpoint
CREATE TABLE "lottery_odds" (
	"merchant_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"bet_type" text NOT NULL,
	"odds" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_odds_pkey" PRIMARY KEY ("merchant_id", "game_code", "bet_type")
);
--> statement-breakpoint
-- Pays a draw's bets from their lottery sub-account to the members' wallets: p_state 'won' pays each
-- winning bet its win, 'refunded' pays every bet of the draw its stake. Set-based: the accounts are locked in id order, then one
-- statement writes every transfer (id p_prefix || bet id, so a second payment fails on the key),
-- both entries of each with its running balance, and each account's new balance. The caller's
-- transaction has already moved the draw out of its previous state (guarded), so it runs once.
CREATE OR REPLACE FUNCTION lottery_pay(p_draw bigint, p_state text, p_prefix text, p_kind text, p_reference text)
RETURNS TABLE (r_transfers integer, r_amount bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
  v_total bigint;
BEGIN
  PERFORM 1 FROM ledger_accounts a
  WHERE a.id IN (
    SELECT b.wallet_id FROM lottery_bets b WHERE b.draw_id = p_draw AND (p_state = 'refunded' OR b.state = 'won')
    UNION
    SELECT b.house_account_id FROM lottery_bets b WHERE b.draw_id = p_draw AND (p_state = 'refunded' OR b.state = 'won')
  )
  ORDER BY a.id FOR UPDATE;

  SELECT count(*), coalesce(sum(CASE WHEN p_state = 'won' THEN b.win ELSE b.stake END), 0)
  INTO v_count, v_total
  FROM lottery_bets b
  WHERE b.draw_id = p_draw AND (p_state = 'refunded' OR b.state = 'won') AND (CASE WHEN p_state = 'won' THEN b.win ELSE b.stake END) > 0;

  WITH pay AS (
    SELECT b.id, b.merchant_id, b.wallet_id, b.house_account_id,
           CASE WHEN p_state = 'won' THEN b.win ELSE b.stake END AS amount
    FROM lottery_bets b
    WHERE b.draw_id = p_draw AND (p_state = 'refunded' OR b.state = 'won')
  ), paid AS (
    SELECT * FROM pay WHERE amount > 0
  ), t AS (
    INSERT INTO transfers (id, merchant_id, debit_account_id, credit_account_id, amount, kind, reference, status, settled_at)
    SELECT p_prefix || paid.id, paid.merchant_id, paid.house_account_id, paid.wallet_id, paid.amount, p_kind, p_reference, 'posted', now()
    FROM paid
    RETURNING 1
  ), moves AS (
    SELECT p_prefix || paid.id AS transfer_id, paid.wallet_id AS account_id, paid.amount AS amount, paid.id AS ord FROM paid
    UNION ALL
    SELECT p_prefix || paid.id, paid.house_account_id, -paid.amount, paid.id FROM paid
  ), e AS (
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
    SELECT m.transfer_id, m.account_id, m.amount,
           a.balance + sum(m.amount) OVER (PARTITION BY m.account_id ORDER BY m.ord ROWS UNBOUNDED PRECEDING)
    FROM moves m JOIN ledger_accounts a ON a.id = m.account_id
    ORDER BY m.ord, m.amount DESC
    RETURNING 1
  )
  UPDATE ledger_accounts a SET balance = a.balance + s.total
  FROM (SELECT m.account_id, sum(m.amount) AS total FROM moves m GROUP BY m.account_id) s
  WHERE a.id = s.account_id;

  RETURN QUERY SELECT v_count, v_total;
END;
$$;
