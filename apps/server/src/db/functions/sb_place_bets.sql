CREATE OR REPLACE FUNCTION public.sb_place_bets(p_bets jsonb)
 RETURNS boolean[]
 LANGUAGE plpgsql
AS $function$
DECLARE
	placed boolean[] := '{}';
	b jsonb;
BEGIN
	FOR b IN SELECT value FROM jsonb_array_elements(p_bets) LOOP
		placed := placed || sb_place_bet(b->'bet', b->'legs', b->'round',
			ARRAY(SELECT jsonb_array_elements_text(b->'events')),
			ARRAY(SELECT jsonb_array_elements_text(b->'markets')));
	END LOOP;
	RETURN placed;
END;
$function$;
