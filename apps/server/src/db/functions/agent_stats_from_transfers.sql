CREATE OR REPLACE FUNCTION public.agent_stats_from_transfers(p_ids text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
