CREATE OR REPLACE FUNCTION public.agent_stats_vendor_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;
