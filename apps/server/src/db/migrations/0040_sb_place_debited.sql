-- Custom migration. A sports bet is written open with its stake's debit in one transaction (ADR 033).
-- A placement took three group commits in a row: the bet written pending, the stake debited through
-- the seamless wallet's batch, the bet marked open; each a round trip, a commit and a WAL flush, and
-- a process stopped between them left a pending bet to void. Now the bets of a batch are checked and
-- inserted (sb_place_bets), their stakes debited by the wallet's own batch function
-- (wallet_vendor_moves, so the idempotency record, the ledger and the balances are written exactly as
-- a seamless debit writes them), and a bet whose stake was not taken is marked refused with its
-- betting-record round, all in one statement. The bets arrive written open: one that is not refused
-- commits open with its debit or not at all. One row a bet, in order: 'suspended' for a bet whose
-- events or markets no longer take bets (nothing written), else the wallet's outcome and answer.
CREATE FUNCTION sb_place_debited(p_bets jsonb, p_moves jsonb, p_idle_ms bigint, p_touch_ms bigint)
RETURNS TABLE(r_index integer, r_outcome text, r_response jsonb) LANGUAGE plpgsql AS $$
DECLARE
	placed boolean[];
	of_move integer[] := '{}';
	moves jsonb := '[]'::jsonb;
	refused text[] := '{}';
	bet_id text;
	m record;
	i integer;
	k integer;
BEGIN
	placed := sb_place_bets(p_bets);
	FOR i IN 1..jsonb_array_length(p_bets) LOOP
		IF placed[i] THEN
			of_move := of_move || i;
			moves := moves || jsonb_build_array(p_moves->(i - 1));
		ELSE
			RETURN QUERY SELECT i - 1, 'suspended'::text, NULL::jsonb;
		END IF;
	END LOOP;
	IF cardinality(of_move) = 0 THEN
		RETURN;
	END IF;
	FOR m IN SELECT * FROM wallet_vendor_moves(moves, p_idle_ms, p_touch_ms) LOOP
		k := of_move[m.r_index + 1];
		bet_id := p_bets->(k - 1)->'bet'->>'id';
		IF m.r_outcome <> 'done' THEN
			refused := refused || bet_id;
		END IF;
		RETURN QUERY SELECT k - 1, m.r_outcome, m.r_response;
	END LOOP;
	IF cardinality(refused) > 0 THEN
		UPDATE sb_bets SET state = 'refused' WHERE id = ANY (refused);
		UPDATE house_rounds SET state = 'refused', settled_at = now() WHERE id = ANY (refused);
	END IF;
END;
$$;
