-- Custom migration. Bets placed at the same moment go to the database together (group commit, as the
-- seamless wallet's moves do): one round trip and one commit for every bet that arrived while the
-- previous batch was in flight. Each bet is checked and written as sb_place_bet does; the answer is
-- one flag a bet, in order.
CREATE FUNCTION sb_place_bets(p_bets jsonb)
RETURNS boolean[] LANGUAGE plpgsql AS $$
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
$$;
