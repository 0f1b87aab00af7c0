CREATE OR REPLACE FUNCTION public.agent_closure_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
			RETURN NEW;
		END IF;
		-- Detach the moved subtree (the account and its descendants) from its old ancestors.
		DELETE FROM agent_closure c
		WHERE (c.descendant_id = NEW.id OR c.descendant_id IN (SELECT descendant_id FROM agent_closure WHERE ancestor_id = NEW.id))
			AND c.ancestor_id NOT IN (SELECT descendant_id FROM agent_closure WHERE ancestor_id = NEW.id)
			AND c.ancestor_id <> NEW.id;
	END IF;
	IF NEW.upline_id IS NOT NULL THEN
		IF NEW.upline_id = NEW.id OR EXISTS (
			SELECT 1 FROM agent_closure WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
		) THEN
			RAISE EXCEPTION 'an account cannot hang below itself' USING ERRCODE = '23514';
		END IF;
		-- The new ancestors (the upline and its ancestors) of the account and of each of its descendants.
		INSERT INTO agent_closure (ancestor_id, descendant_id, merchant_id, depth, joined_at)
		SELECT anc.ancestor_id, sub.descendant_id, NEW.merchant_id, anc.depth + sub.depth, sub.joined_at
		FROM (
			SELECT NEW.upline_id AS ancestor_id, 1 AS depth
			UNION ALL
			SELECT ancestor_id, depth + 1 FROM agent_closure WHERE descendant_id = NEW.upline_id
		) anc
		CROSS JOIN (
			SELECT NEW.id AS descendant_id, 0 AS depth, NEW.created_at AS joined_at
			UNION ALL
			SELECT descendant_id, depth, joined_at FROM agent_closure WHERE ancestor_id = NEW.id
		) sub;
	END IF;
	RETURN NEW;
END;
$function$;
