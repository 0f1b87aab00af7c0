CREATE OR REPLACE FUNCTION public.ledger_settle(p_id text, p_merchant_id integer, p_outcome text)
 RETURNS TABLE(r_status text, r_replayed boolean, r_debit_balance bigint, r_credit_balance bigint)
 LANGUAGE plpgsql
AS $function$
DECLARE
  t transfers%ROWTYPE;
  d_balance bigint;
  c_balance bigint;
BEGIN
  IF p_outcome NOT IN ('posted', 'voided') THEN
    RAISE EXCEPTION 'invalid_transfer' USING ERRCODE = 'CR003';
  END IF;
  SELECT * INTO t FROM transfers WHERE id = p_id AND merchant_id = p_merchant_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'transfer_not_found' USING ERRCODE = 'CR004';
  END IF;
  IF t.status = p_outcome THEN
    RETURN QUERY SELECT t.status, true,
      (SELECT balance FROM ledger_accounts WHERE id = t.debit_account_id),
      (SELECT balance FROM ledger_accounts WHERE id = t.credit_account_id);
    RETURN;
  END IF;
  IF t.status <> 'pending' THEN
    RAISE EXCEPTION 'transfer_already_settled' USING ERRCODE = 'CR005';
  END IF;

  PERFORM 1 FROM ledger_accounts WHERE id IN (t.debit_account_id, t.credit_account_id) ORDER BY id FOR NO KEY UPDATE;
  IF p_outcome = 'voided' THEN
    UPDATE ledger_accounts SET pending_debits = pending_debits - t.amount
    WHERE id = t.debit_account_id RETURNING balance INTO d_balance;
    SELECT balance INTO c_balance FROM ledger_accounts WHERE id = t.credit_account_id;
  ELSE
    UPDATE ledger_accounts SET balance = balance - t.amount, pending_debits = pending_debits - t.amount
    WHERE id = t.debit_account_id RETURNING balance INTO d_balance;
    UPDATE ledger_accounts SET balance = balance + t.amount
    WHERE id = t.credit_account_id RETURNING balance INTO c_balance;
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
    VALUES (t.id, t.debit_account_id, -t.amount, d_balance), (t.id, t.credit_account_id, t.amount, c_balance);
  END IF;
  UPDATE transfers SET status = p_outcome, settled_at = now() WHERE id = t.id;
  RETURN QUERY SELECT p_outcome, false, d_balance, c_balance;
END;
$function$;
