CREATE OR REPLACE FUNCTION public.wallet_vendor_rollback(p_merchant_id integer, p_vendor_id integer, p_transaction_id text, p_account_id bigint, p_round_id text, p_game_code text, p_amount bigint, p_wallet bigint, p_vendor_account bigint, p_currency text)
 RETURNS TABLE(r_outcome text, r_response jsonb)
 LANGUAGE plpgsql
AS $function$
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
$function$;
