-- 0028_agent_ledger_stats (issue 16, ADR 017): team figures and contract settlement fed from the ledger
-- instead of house_rounds, so bets at third-party vendors (seamless wallet), lottery bets and sportsbook
-- bets count. Every posted transfer whose kind is a stake (`bet`, `*_bet`), a payout (`win`, `*_win`)
-- or a refund (`*_rollback`) on a player's main wallet counts (the kinds of the responsible-gaming stake
-- guard). Statement-level triggers (set-based, one upsert per table and statement, rows locked in key
-- order) book them into: one row per member and round (agent_bets: team betting), per-member, per-game-
-- type 5-minute buckets (agent_member_stats: P&L), per-agent buckets (agent_team_stats: overview, my
-- income, settlement) and the member's last bet (agent_member_activity). Players without an agent pay
-- one probe into the closure index.
DROP TRIGGER IF EXISTS "house_rounds_agent_team_stats" ON "house_rounds";
--> statement-breakpoint
DROP FUNCTION IF EXISTS agent_team_stats_sync();
--> statement-breakpoint
DROP INDEX IF EXISTS "agent_house_rounds_created";
--> statement-breakpoint
-- One row per member and round: the stake, payouts and refunds booked on it (round key: the vendor's
-- round `v<vendor>:<round>`, a lottery bet `lottery:<bet>`, else the transfer id).
CREATE TABLE "agent_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"round_key" text NOT NULL,
	"vendor_id" integer,
	"game_code" text,
	"game_type" text NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"refund" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bets_round" ON "agent_bets" ("account_id", "round_key");
--> statement-breakpoint
-- Team betting pages list the newest bets of a whole team first; one member's bets by time.
CREATE INDEX "agent_bets_created" ON "agent_bets" ("created_at", "account_id");
--> statement-breakpoint
CREATE INDEX "agent_bets_account" ON "agent_bets" ("account_id", "created_at");
--> statement-breakpoint
-- Per member, game type and vendor, in 5-minute buckets of posting time (vendor 0: none).
CREATE TABLE "agent_member_stats" (
	"account_id" bigint NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"game_type" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_member_stats_pkey" PRIMARY KEY ("account_id", "bucket", "game_type", "vendor_id")
);
--> statement-breakpoint
-- Books posted transfers (by id) with the product side of each: vendor, game code, game type, round
-- key. Turnover = stakes − refunds, wins = payouts, rounds = stakes − refunds (counted); every figure
-- lands in the bucket of the transfer's posting time, so a late refund is a delta in the bucket of
-- its own time and a paid period is never rewritten.
CREATE FUNCTION agent_stats_book(p_ids text[], p_vendor integer[], p_game text[], p_type text[], p_round text[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	m_account bigint[]; m_merchant integer[]; m_at timestamptz[]; m_bet bigint[]; m_win bigint[]; m_refund bigint[];
	m_vendor integer[]; m_game text[]; m_type text[]; m_round text[];
BEGIN
	IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN
		RETURN;
	END IF;
	SELECT array_agg(p.owner_id), array_agg(t.merchant_id), array_agg(coalesce(t.settled_at, t.created_at)),
		array_agg(CASE WHEN k.stake THEN t.amount ELSE 0 END),
		array_agg(CASE WHEN k.win THEN t.amount ELSE 0 END),
		array_agg(CASE WHEN k.refund THEN t.amount ELSE 0 END),
		array_agg(x.vendor), array_agg(x.game), array_agg(coalesce(x.type, 'OTHER')), array_agg(coalesce(x.round, t.id))
	INTO m_account, m_merchant, m_at, m_bet, m_win, m_refund, m_vendor, m_game, m_type, m_round
	FROM unnest(p_ids, p_vendor, p_game, p_type, p_round) AS x(id, vendor, game, type, round)
	JOIN transfers t ON t.id = x.id
	CROSS JOIN LATERAL (
		SELECT (t.kind = 'bet' OR t.kind LIKE '%\_bet') AS stake, (t.kind = 'win' OR t.kind LIKE '%\_win') AS win,
			(t.kind LIKE '%\_rollback') AS refund
	) k
	JOIN ledger_accounts p ON p.id = CASE WHEN k.stake THEN t.debit_account_id ELSE t.credit_account_id END
	WHERE t.status = 'posted' AND (k.stake OR k.win OR k.refund)
		AND p.owner_type = 'player' AND p.kind = 'main'
		AND EXISTS (SELECT 1 FROM agent_closure c WHERE c.descendant_id = p.owner_id);
	IF m_account IS NULL THEN
		RETURN;
	END IF;

	INSERT INTO agent_bets AS b (merchant_id, account_id, round_key, vendor_id, game_code, game_type, bet, win, refund, created_at, updated_at)
	SELECT min(m.merchant), m.account, m.round, max(m.vendor), max(m.game), max(m.type),
		sum(m.bet), sum(m.win), sum(m.refund), min(m.at), max(m.at)
	FROM unnest(m_account, m_merchant, m_at, m_bet, m_win, m_refund, m_vendor, m_game, m_type, m_round)
		AS m(account, merchant, at, bet, win, refund, vendor, game, type, round)
	GROUP BY m.account, m.round
	ORDER BY m.account, m.round
	ON CONFLICT (account_id, round_key) DO UPDATE SET
		bet = b.bet + EXCLUDED.bet,
		win = b.win + EXCLUDED.win,
		refund = b.refund + EXCLUDED.refund,
		vendor_id = coalesce(b.vendor_id, EXCLUDED.vendor_id),
		game_code = coalesce(b.game_code, EXCLUDED.game_code),
		game_type = CASE WHEN b.game_type = 'OTHER' THEN EXCLUDED.game_type ELSE b.game_type END,
		updated_at = greatest(b.updated_at, EXCLUDED.updated_at);

	INSERT INTO agent_member_stats AS s (account_id, bucket, game_type, vendor_id, turnover, wins, rounds)
	SELECT m.account, date_bin('5 minutes', m.at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), m.type, coalesce(m.vendor, 0),
		sum(m.bet - m.refund), sum(m.win), (count(*) FILTER (WHERE m.bet > 0) - count(*) FILTER (WHERE m.refund > 0))::integer
	FROM unnest(m_account, m_at, m_bet, m_win, m_refund, m_vendor, m_type)
		AS m(account, at, bet, win, refund, vendor, type)
	GROUP BY 1, 2, 3, 4
	ORDER BY 1, 2, 3, 4
	ON CONFLICT (account_id, bucket, game_type, vendor_id) DO UPDATE SET
		turnover = s.turnover + EXCLUDED.turnover,
		wins = s.wins + EXCLUDED.wins,
		rounds = s.rounds + EXCLUDED.rounds;

	INSERT INTO agent_team_stats AS s (agent_id, bucket, turnover, wins, rounds)
	SELECT c.ancestor_id, date_bin('5 minutes', m.at, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
		sum(m.bet - m.refund), sum(m.win), (count(*) FILTER (WHERE m.bet > 0) - count(*) FILTER (WHERE m.refund > 0))::integer
	FROM unnest(m_account, m_at, m_bet, m_win, m_refund) AS m(account, at, bet, win, refund)
	JOIN agent_closure c ON c.descendant_id = m.account
	GROUP BY 1, 2
	ORDER BY 1, 2
	ON CONFLICT (agent_id, bucket) DO UPDATE SET
		turnover = s.turnover + EXCLUDED.turnover,
		wins = s.wins + EXCLUDED.wins,
		rounds = s.rounds + EXCLUDED.rounds;

	-- The member's newest stake, per agent above it, to the 5 minutes ("active" members).
	INSERT INTO agent_member_activity AS a (agent_id, account_id, last_round_at)
	SELECT c.ancestor_id, m.account, date_bin('5 minutes', max(m.at), TIMESTAMPTZ '2000-01-01 00:00:00+00')
	FROM unnest(m_account, m_at, m_bet) AS m(account, at, bet)
	JOIN agent_closure c ON c.descendant_id = m.account
	WHERE m.bet > 0
	GROUP BY 1, 2
	ORDER BY 1, 2
	ON CONFLICT (agent_id, account_id) DO UPDATE SET last_round_at = EXCLUDED.last_round_at
	WHERE a.last_round_at < EXCLUDED.last_round_at;
END;
$$;
--> statement-breakpoint
-- Transfers that are not the seamless wallet's (those are booked with their vendor call, below): the
-- lottery (its bet's game: LOTT or ELOTT, under the lottery vendor's card) and any other product's
-- stakes and payouts (game type OTHER).
CREATE FUNCTION agent_stats_from_transfers(p_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	ids text[]; vendors integer[]; games text[]; types text[]; rounds text[];
BEGIN
	IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN
		RETURN;
	END IF;
	SELECT array_agg(x.id), array_agg(g.vendor_id), array_agg(lb.game_code),
		array_agg(CASE WHEN lb.id IS NULL THEN 'OTHER'
			ELSE coalesce(g.game_type, CASE WHEN lb.game_code LIKE 'EL\_%' THEN 'ELOTT' ELSE 'LOTT' END) END),
		array_agg(CASE WHEN lb.id IS NULL THEN x.id ELSE 'lottery:' || lb.id END)
	INTO ids, vendors, games, types, rounds
	FROM unnest(p_ids) AS x(id)
	LEFT JOIN lottery_bets lb ON lb.id = CASE WHEN x.id ~ '^lottery-(bet|win|refund):[0-9]{1,18}$'
		THEN split_part(x.id, ':', 2)::bigint END
	LEFT JOIN LATERAL (
		SELECT gg.vendor_id, gg.game_type FROM games gg
		WHERE lb.id IS NOT NULL AND gg.engine = 'lottery' AND gg.game_code = lb.game_code
		ORDER BY gg.id LIMIT 1
	) g ON true;
	PERFORM agent_stats_book(ids, vendors, games, types, rounds);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION agent_stats_transfers_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM agent_stats_from_transfers(ARRAY(
		SELECT n.id FROM added n
		WHERE n.status = 'posted' AND n.id !~ '^v[0-9]+:'
			AND (n.kind = 'bet' OR n.kind LIKE '%\_bet' OR n.kind = 'win' OR n.kind LIKE '%\_win' OR n.kind LIKE '%\_rollback')
	));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "transfers_agent_stats_insert" AFTER INSERT ON "transfers"
	REFERENCING NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION agent_stats_transfers_added();
--> statement-breakpoint
-- A pending transfer counts when it is posted.
CREATE FUNCTION agent_stats_transfers_posted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM agent_stats_from_transfers(ARRAY(
		SELECT n.id FROM changed n JOIN previous o ON o.id = n.id
		WHERE o.status = 'pending' AND n.status = 'posted' AND n.id !~ '^v[0-9]+:'
			AND (n.kind = 'bet' OR n.kind LIKE '%\_bet' OR n.kind = 'win' OR n.kind LIKE '%\_win' OR n.kind LIKE '%\_rollback')
	));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "transfers_agent_stats_posted" AFTER UPDATE ON "transfers"
	REFERENCING OLD TABLE AS previous NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION agent_stats_transfers_posted();
--> statement-breakpoint
-- The seamless wallet's transfers (`v<vendor>:<transaction>`, `…:rollback`): booked when their vendor
-- call is recorded (the batch writes its transfers first and its vendor records last, in the same
-- transaction), with the call's game: its game type, else the vendor's main category.
CREATE FUNCTION agent_stats_vendor_book(p_vendor integer[], p_tx text[], p_round text[], p_game text[], p_suffix text[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	ids text[]; vendors integer[]; games text[]; types text[]; rounds text[];
BEGIN
	IF p_vendor IS NULL OR cardinality(p_vendor) = 0 THEN
		RETURN;
	END IF;
	SELECT array_agg('v' || x.vendor || ':' || x.tx || x.suffix), array_agg(x.vendor), array_agg(x.game),
		array_agg(coalesce(g.game_type, (
			SELECT gv.game_type FROM games gv WHERE gv.vendor_id = x.vendor
			GROUP BY gv.game_type ORDER BY count(*) DESC, gv.game_type LIMIT 1
		), 'OTHER')),
		array_agg('v' || x.vendor || ':' || coalesce(x.round, x.tx))
	INTO ids, vendors, games, types, rounds
	FROM unnest(p_vendor, p_tx, p_round, p_game, p_suffix) AS x(vendor, tx, round, game, suffix)
	LEFT JOIN games g ON g.vendor_id = x.vendor AND g.game_code = x.game;
	PERFORM agent_stats_book(ids, vendors, games, types, rounds);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION agent_stats_vendor_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	vendors integer[]; txs text[]; rounds text[]; games text[]; suffixes text[];
BEGIN
	SELECT array_agg(a.vendor_id), array_agg(a.transaction_id), array_agg(a.round_id), array_agg(a.game_code), array_agg(''::text)
	INTO vendors, txs, rounds, games, suffixes
	FROM added a
	WHERE a.status = 'done' AND a.amount > 0 AND a.op IN ('debit', 'credit')
		AND EXISTS (SELECT 1 FROM agent_closure c WHERE c.descendant_id = a.account_id);
	PERFORM agent_stats_vendor_book(vendors, txs, rounds, games, suffixes);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "vendor_transactions_agent_stats_insert" AFTER INSERT ON "vendor_transactions"
	REFERENCING NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION agent_stats_vendor_added();
--> statement-breakpoint
-- A single call (`wallet_vendor_move`) records its call first and marks it done after the transfer; a
-- rollback marks the debit rolled back after its refund transfer.
CREATE FUNCTION agent_stats_vendor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	vendors integer[]; txs text[]; rounds text[]; games text[]; suffixes text[];
BEGIN
	SELECT array_agg(n.vendor_id), array_agg(n.transaction_id), array_agg(n.round_id), array_agg(n.game_code),
		array_agg(CASE WHEN n.status = 'rolled_back' THEN ':rollback' ELSE '' END)
	INTO vendors, txs, rounds, games, suffixes
	FROM changed n JOIN previous o ON o.id = n.id
	WHERE n.amount > 0 AND EXISTS (SELECT 1 FROM agent_closure c WHERE c.descendant_id = n.account_id)
		AND ((o.status <> 'done' AND n.status = 'done' AND n.op IN ('debit', 'credit'))
			OR (o.status = 'done' AND n.status = 'rolled_back' AND n.op = 'debit'));
	PERFORM agent_stats_vendor_book(vendors, txs, rounds, games, suffixes);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "vendor_transactions_agent_stats_update" AFTER UPDATE ON "vendor_transactions"
	REFERENCING OLD TABLE AS previous NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION agent_stats_vendor_changed();
--> statement-breakpoint
-- Back-fill from the ledger: the figures of house_rounds are replaced by those of every product.
DELETE FROM agent_team_stats;
--> statement-breakpoint
DELETE FROM agent_member_activity;
--> statement-breakpoint
SELECT agent_stats_vendor_book(
	array_agg(vt.vendor_id ORDER BY vt.id), array_agg(vt.transaction_id ORDER BY vt.id),
	array_agg(vt.round_id ORDER BY vt.id), array_agg(vt.game_code ORDER BY vt.id), array_agg(''::text ORDER BY vt.id))
FROM vendor_transactions vt
WHERE vt.status IN ('done', 'rolled_back') AND vt.amount > 0 AND vt.op IN ('debit', 'credit')
	AND vt.account_id IN (SELECT descendant_id FROM agent_closure);
--> statement-breakpoint
SELECT agent_stats_vendor_book(
	array_agg(vt.vendor_id ORDER BY vt.id), array_agg(vt.transaction_id ORDER BY vt.id),
	array_agg(vt.round_id ORDER BY vt.id), array_agg(vt.game_code ORDER BY vt.id), array_agg(':rollback'::text ORDER BY vt.id))
FROM vendor_transactions vt
WHERE vt.status = 'rolled_back' AND vt.amount > 0 AND vt.op = 'debit'
	AND vt.account_id IN (SELECT descendant_id FROM agent_closure);
--> statement-breakpoint
SELECT agent_stats_from_transfers(array_agg(t.id ORDER BY t.created_at, t.id))
FROM transfers t
WHERE t.status = 'posted' AND t.id !~ '^v[0-9]+:'
	AND (t.kind = 'bet' OR t.kind LIKE '%\_bet' OR t.kind = 'win' OR t.kind LIKE '%\_win' OR t.kind LIKE '%\_rollback');
