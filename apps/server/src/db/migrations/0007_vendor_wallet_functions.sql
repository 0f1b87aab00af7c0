-- Seamless-wallet calls in one round trip: claim the vendor's transaction id, move the money through
-- ledger_transfer, and store the response that every repeat of the call will get.
CREATE OR REPLACE FUNCTION wallet_money_text(p_amount bigint) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_amount < 0 THEN '-' ELSE '' END
    || (abs(p_amount) / 100)::text || '.' || lpad((abs(p_amount) % 100)::text, 2, '0')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_available(p_account bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT balance - pending_debits FROM ledger_accounts WHERE id = p_account
$$;
--> statement-breakpoint
-- Outcomes: done (new), replayed, refused (insufficient funds, also on repeat), rolled_back, conflict.
CREATE OR REPLACE FUNCTION wallet_vendor_move(
  p_merchant_id integer, p_vendor_id integer, p_transaction_id text, p_op text, p_account_id bigint,
  p_round_id text, p_game_code text, p_amount bigint, p_wallet bigint, p_vendor_account bigint, p_currency text
) RETURNS TABLE (r_outcome text, r_response jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  claimed bigint;
  existing vendor_transactions%ROWTYPE;
  v_response jsonb;
BEGIN
  INSERT INTO vendor_transactions (merchant_id, vendor_id, transaction_id, op, account_id, round_id, game_code, amount, status)
  VALUES (p_merchant_id, p_vendor_id, p_transaction_id, p_op, p_account_id, p_round_id, p_game_code, p_amount, 'pending')
  ON CONFLICT (vendor_id, transaction_id) DO NOTHING
  RETURNING id INTO claimed;

  IF claimed IS NULL THEN
    SELECT * INTO existing FROM vendor_transactions
    WHERE vendor_id = p_vendor_id AND transaction_id = p_transaction_id FOR UPDATE;
    IF existing.status IN ('tombstone', 'rolled_back') THEN
      RETURN QUERY SELECT 'rolled_back'::text, NULL::jsonb;
    ELSIF existing.op <> p_op OR existing.amount <> p_amount OR existing.account_id <> p_account_id THEN
      RETURN QUERY SELECT 'conflict'::text, NULL::jsonb;
    ELSIF existing.status = 'refused' THEN
      RETURN QUERY SELECT 'refused'::text, existing.response;
    ELSE
      RETURN QUERY SELECT 'replayed'::text, existing.response;
    END IF;
    RETURN;
  END IF;

  IF p_amount > 0 THEN
    BEGIN
      PERFORM ledger_transfer(
        'v' || p_vendor_id || ':' || p_transaction_id, p_merchant_id,
        CASE WHEN p_op = 'debit' THEN p_wallet ELSE p_vendor_account END,
        CASE WHEN p_op = 'debit' THEN p_vendor_account ELSE p_wallet END,
        p_amount, CASE WHEN p_op = 'debit' THEN 'bet' ELSE 'win' END, p_round_id, false);
    EXCEPTION WHEN SQLSTATE 'CR001' THEN
      v_response := jsonb_build_object('transactionId', p_transaction_id,
        'balance', wallet_money_text(wallet_available(p_wallet)), 'currency', p_currency);
      UPDATE vendor_transactions SET status = 'refused', response = v_response, updated_at = now() WHERE id = claimed;
      RETURN QUERY SELECT 'refused'::text, v_response;
      RETURN;
    END;
  END IF;

  v_response := jsonb_build_object('transactionId', p_transaction_id,
    'balance', wallet_money_text(wallet_available(p_wallet)), 'currency', p_currency);
  UPDATE vendor_transactions SET status = 'done', response = v_response, updated_at = now() WHERE id = claimed;
  RETURN QUERY SELECT 'done'::text, v_response;
END;
$$;
--> statement-breakpoint
-- Rolls back a debit once; a rollback of an unknown id leaves a tombstone that refuses the debit later.
-- Outcomes: done, replayed, not_allowed (a credit), not_found (another player's transaction).
CREATE OR REPLACE FUNCTION wallet_vendor_rollback(
  p_merchant_id integer, p_vendor_id integer, p_transaction_id text, p_account_id bigint,
  p_round_id text, p_game_code text, p_amount bigint, p_wallet bigint, p_vendor_account bigint, p_currency text
) RETURNS TABLE (r_outcome text, r_response jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  claimed bigint;
  existing vendor_transactions%ROWTYPE;
  v_response jsonb;
BEGIN
  INSERT INTO vendor_transactions (merchant_id, vendor_id, transaction_id, op, account_id, round_id, game_code, amount, status)
  VALUES (p_merchant_id, p_vendor_id, p_transaction_id, 'rollback', p_account_id, p_round_id, p_game_code, p_amount, 'tombstone')
  ON CONFLICT (vendor_id, transaction_id) DO NOTHING
  RETURNING id INTO claimed;

  IF claimed IS NULL THEN
    SELECT * INTO existing FROM vendor_transactions
    WHERE vendor_id = p_vendor_id AND transaction_id = p_transaction_id FOR UPDATE;
    IF existing.op = 'credit' THEN
      RETURN QUERY SELECT 'not_allowed'::text, NULL::jsonb;
      RETURN;
    END IF;
    IF existing.account_id <> p_account_id THEN
      RETURN QUERY SELECT 'not_found'::text, NULL::jsonb;
      RETURN;
    END IF;
    IF existing.op = 'debit' AND existing.status = 'done' THEN
      IF existing.amount > 0 THEN
        PERFORM ledger_transfer(
          'v' || p_vendor_id || ':' || p_transaction_id || ':rollback', p_merchant_id,
          (SELECT credit_account_id FROM transfers WHERE id = 'v' || p_vendor_id || ':' || p_transaction_id),
          p_wallet, existing.amount, 'bet_rollback', existing.round_id, false);
      END IF;
      v_response := jsonb_build_object('transactionId', p_transaction_id,
        'balance', wallet_money_text(wallet_available(p_wallet)), 'currency', p_currency);
      UPDATE vendor_transactions SET status = 'rolled_back', response = v_response, updated_at = now() WHERE id = existing.id;
      RETURN QUERY SELECT 'done'::text, v_response;
      RETURN;
    END IF;
  END IF;

  v_response := jsonb_build_object('transactionId', p_transaction_id,
    'balance', wallet_money_text(wallet_available(p_wallet)), 'currency', p_currency);
  RETURN QUERY SELECT CASE WHEN claimed IS NULL THEN 'replayed' ELSE 'done' END, v_response;
END;
$$;
