CREATE OR REPLACE FUNCTION public.ledger_accounts_kept()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'ledger accounts are never deleted';
END;
$function$;
