CREATE OR REPLACE FUNCTION public.ledger_transfer(p_id text, p_merchant_id integer, p_debit bigint, p_credit bigint, p_amount bigint, p_kind text, p_reference text, p_pending boolean)
 RETURNS TABLE(r_status text, r_replayed boolean, r_debit_balance bigint, r_credit_balance bigint)
 LANGUAGE plpgsql
AS $function$
DECLARE
  existing transfers%ROWTYPE;
  locked integer;
  inserted text;
  d_balance bigint;
  c_balance bigint;
BEGIN
  IF p_id IS NULL OR length(p_id) NOT BETWEEN 1 AND 255 OR p_amount IS NULL OR p_amount <= 0
     OR p_debit IS NULL OR p_credit IS NULL OR p_debit = p_credit THEN
    RAISE EXCEPTION 'invalid_transfer' USING ERRCODE = 'CR003';
  END IF;

  SELECT * INTO existing FROM transfers WHERE id = p_id;
  IF NOT FOUND THEN
    SELECT count(*) INTO locked FROM (
      SELECT 1 FROM ledger_accounts
      WHERE id IN (p_debit, p_credit) AND merchant_id = p_merchant_id
      ORDER BY id FOR NO KEY UPDATE
    ) AS l;
    IF locked <> 2 THEN
      RAISE EXCEPTION 'account_not_found' USING ERRCODE = 'CR004';
    END IF;
    INSERT INTO transfers (id, merchant_id, debit_account_id, credit_account_id, amount, kind, reference, status, settled_at)
    VALUES (p_id, p_merchant_id, p_debit, p_credit, p_amount, p_kind, p_reference,
            CASE WHEN p_pending THEN 'pending' ELSE 'posted' END,
            CASE WHEN p_pending THEN NULL ELSE now() END)
    ON CONFLICT (id) DO NOTHING
    RETURNING id INTO inserted;
    IF inserted IS NULL THEN
      SELECT * INTO existing FROM transfers WHERE id = p_id;
    END IF;
  END IF;

  IF existing.id IS NOT NULL THEN
    IF existing.merchant_id <> p_merchant_id OR existing.debit_account_id <> p_debit
       OR existing.credit_account_id <> p_credit OR existing.amount <> p_amount OR existing.kind <> p_kind THEN
      RAISE EXCEPTION 'idempotency_conflict' USING ERRCODE = 'CR002';
    END IF;
    RETURN QUERY SELECT existing.status, true,
      (SELECT balance FROM ledger_accounts WHERE id = p_debit),
      (SELECT balance FROM ledger_accounts WHERE id = p_credit);
    RETURN;
  END IF;

  IF p_pending THEN
    UPDATE ledger_accounts SET pending_debits = pending_debits + p_amount
    WHERE id = p_debit AND (allow_negative OR balance - pending_debits >= p_amount)
    RETURNING balance INTO d_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient_funds' USING ERRCODE = 'CR001';
    END IF;
    SELECT balance INTO c_balance FROM ledger_accounts WHERE id = p_credit;
    RETURN QUERY SELECT 'pending'::text, false, d_balance, c_balance;
    RETURN;
  END IF;

  UPDATE ledger_accounts SET balance = balance - p_amount
  WHERE id = p_debit AND (allow_negative OR balance - pending_debits >= p_amount)
  RETURNING balance INTO d_balance;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'insufficient_funds' USING ERRCODE = 'CR001';
  END IF;
  UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_credit RETURNING balance INTO c_balance;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
  VALUES (p_id, p_debit, -p_amount, d_balance), (p_id, p_credit, p_amount, c_balance);
  RETURN QUERY SELECT 'posted'::text, false, d_balance, c_balance;
END;
$function$;
