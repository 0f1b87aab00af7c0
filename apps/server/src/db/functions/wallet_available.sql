CREATE OR REPLACE FUNCTION public.wallet_available(p_account bigint)
 RETURNS bigint
 LANGUAGE sql
 STABLE
AS $function$
  SELECT balance - pending_debits FROM ledger_accounts WHERE id = p_account
$function$;
