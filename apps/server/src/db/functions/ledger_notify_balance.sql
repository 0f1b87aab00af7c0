CREATE OR REPLACE FUNCTION public.ledger_notify_balance()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF current_setting('crupier.batch_notify', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('balance_changed', NEW.owner_id::text);
  RETURN NULL;
END;
$function$;
