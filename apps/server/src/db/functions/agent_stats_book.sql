CREATE OR REPLACE FUNCTION public.agent_stats_book(p_ids text[], p_vendor integer[], p_game text[], p_type text[], p_round text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
