CREATE OR REPLACE FUNCTION public.wallet_money_text(p_amount bigint)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT CASE WHEN p_amount < 0 THEN '-' ELSE '' END
    || (abs(p_amount) / 100)::text || '.' || lpad((abs(p_amount) % 100)::text, 2, '0')
$function$;
