CREATE OR REPLACE FUNCTION public.ledger_immutable()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_TABLE_NAME = 'transfers' AND TG_OP = 'UPDATE' AND OLD.status = 'pending'
     AND NEW.status IN ('posted', 'voided') AND NEW.amount = OLD.amount
     AND NEW.debit_account_id = OLD.debit_account_id AND NEW.credit_account_id = OLD.credit_account_id THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is immutable', TG_TABLE_NAME;
END;
$function$;
