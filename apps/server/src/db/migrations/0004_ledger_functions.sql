-- One transfer, one round trip: validation, idempotency, locking in id order and the balance rule
-- all happen here. Errors use SQLSTATEs of class CR: CR001 insufficient funds, CR002 idempotency
-- conflict, CR003 invalid transfer, CR004 unknown transfer or account, CR005 state conflict.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_id text, p_merchant_id integer, p_debit bigint, p_credit bigint, p_amount bigint,
  p_kind text, p_reference text, p_pending boolean
) RETURNS TABLE (r_status text, r_replayed boolean, r_debit_balance bigint, r_credit_balance bigint)
LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
-- Settles a pending transfer: 'posted' moves the held funds, 'voided' releases them.
CREATE OR REPLACE FUNCTION ledger_settle(p_id text, p_merchant_id integer, p_outcome text)
RETURNS TABLE (r_status text, r_replayed boolean, r_debit_balance bigint, r_credit_balance bigint)
LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
-- Settled transfers and entries are history: only a pending transfer may change, and only to settle.
CREATE OR REPLACE FUNCTION ledger_immutable() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'transfers' AND TG_OP = 'UPDATE' AND OLD.status = 'pending'
     AND NEW.status IN ('posted', 'voided') AND NEW.amount = OLD.amount
     AND NEW.debit_account_id = OLD.debit_account_id AND NEW.credit_account_id = OLD.credit_account_id THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is immutable', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER transfers_immutable BEFORE UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
