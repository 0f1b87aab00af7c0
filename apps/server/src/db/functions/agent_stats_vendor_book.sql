CREATE OR REPLACE FUNCTION public.agent_stats_vendor_book(p_vendor integer[], p_tx text[], p_round text[], p_game text[], p_suffix text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
