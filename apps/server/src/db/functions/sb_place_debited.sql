CREATE OR REPLACE FUNCTION public.sb_place_debited(p_bets jsonb, p_moves jsonb, p_idle_ms bigint, p_touch_ms bigint)
 RETURNS TABLE(r_index integer, r_outcome text, r_response jsonb)
 LANGUAGE plpgsql
AS $function$
DECLARE
	placed boolean[];
	of_move integer[];
	moves jsonb;
	refused text[];
	a_k integer[];
	a_outcome text[];
	a_response jsonb[];
BEGIN
	placed := sb_place_bets(p_bets);
	RETURN QUERY SELECT (p.o - 1)::integer, 'suspended'::text, NULL::jsonb
		FROM unnest(placed) WITH ORDINALITY AS p(ok, o) WHERE NOT p.ok;
	SELECT array_agg(p.o::integer ORDER BY p.o), jsonb_agg(p_moves->(p.o::integer - 1) ORDER BY p.o)
	INTO of_move, moves
	FROM unnest(placed) WITH ORDINALITY AS p(ok, o) WHERE p.ok;
	IF of_move IS NULL THEN
		RETURN;
	END IF;
	SELECT array_agg(of_move[m.r_index + 1]), array_agg(m.r_outcome), array_agg(m.r_response)
	INTO a_k, a_outcome, a_response
	FROM wallet_vendor_moves(moves, p_idle_ms, p_touch_ms) m;
	SELECT array_agg(p_bets->(u.k - 1)->'bet'->>'id') INTO refused
	FROM unnest(a_k, a_outcome) AS u(k, outcome) WHERE u.outcome <> 'done';
	IF refused IS NOT NULL THEN
		UPDATE sb_bets SET state = 'refused' WHERE id = ANY (refused);
		UPDATE house_rounds SET state = 'refused', settled_at = now() WHERE id = ANY (refused);
	END IF;
	RETURN QUERY SELECT u.k - 1, u.outcome, u.response FROM unnest(a_k, a_outcome, a_response) AS u(k, outcome, response);
END;
$function$;
