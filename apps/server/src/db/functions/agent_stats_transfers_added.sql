CREATE OR REPLACE FUNCTION public.agent_stats_transfers_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM agent_stats_from_transfers(ARRAY(
		SELECT n.id FROM added n
		WHERE n.status = 'posted' AND n.id !~ '^v[0-9]+:'
			AND (n.kind = 'bet' OR n.kind LIKE '%\_bet' OR n.kind = 'win' OR n.kind LIKE '%\_win' OR n.kind LIKE '%\_rollback')
	));
	RETURN NULL;
END;
$function$;
