CREATE OR REPLACE FUNCTION public.agent_stats_vendor_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;
