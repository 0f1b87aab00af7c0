-- Group commit for the seamless wallet: many vendor calls in one statement and one transaction.
-- Every account the batch touches is locked first, in id order, so concurrent batches (and single
-- transfers, which lock in the same order) cannot deadlock. Then each call runs in arrival order
-- with the outcomes of wallet_vendor_move (done, replayed, refused, rolled_back, conflict) plus
-- session_expired: a debit carries the player's session token hash, and the session must be live
-- (not revoked, not past its end, not idle longer than p_idle_ms); it is touched when last seen more
-- than p_touch_ms ago.
--
-- With the accounts already locked, a new call needs no subtransaction and no second look-up: the
-- vendor's id is checked first, the money moves with guarded updates, and the call is recorded once
-- with its final answer. Should another batch record the same vendor id in between (only possible
-- for a conflicting call on other accounts), the unique key stops the insert and the whole batch is
-- retried, so nothing is moved twice.
--
-- Balance notifications: a transaction that sends NOTIFY holds a database-wide lock from before its
-- commit record is flushed until it is done, so notifying batches could not share a WAL flush (group
-- commit in PostgreSQL) and waited for each other's fsync. A batch therefore silences the per-row
-- trigger of 0010 for its own transaction; the server announces the players it moved after the
-- commit, coalesced (platform/balance-notifier.ts).
CREATE OR REPLACE FUNCTION ledger_notify_balance() RETURNS trigger AS $$
BEGIN
  IF current_setting('crupier.batch_notify', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('balance_changed', NEW.owner_id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_vendor_moves(p_moves jsonb, p_idle_ms bigint, p_touch_ms bigint)
RETURNS TABLE (r_index integer, r_outcome text, r_response jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  m jsonb;
  i integer := -1;
  s_id bigint;
  s_seen timestamptz;
  v_merchant integer;
  v_vendor integer;
  v_tx text;
  v_op text;
  v_account bigint;
  v_amount bigint;
  v_wallet bigint;
  v_from bigint;
  v_to bigint;
  v_transfer text;
  existing vendor_transactions%ROWTYPE;
  from_balance bigint;
  to_balance bigint;
  to_available bigint;
  w_available bigint;
  v_status text;
  v_response jsonb;
BEGIN
  PERFORM set_config('crupier.batch_notify', 'on', true);
  PERFORM 1 FROM ledger_accounts
  WHERE id IN (
    SELECT (x->>'wallet')::bigint FROM jsonb_array_elements(p_moves) AS x
    UNION SELECT (x->>'vendorAccount')::bigint FROM jsonb_array_elements(p_moves) AS x
  )
  ORDER BY id FOR NO KEY UPDATE;

  FOR m IN SELECT value FROM jsonb_array_elements(p_moves) LOOP
    i := i + 1;
    v_merchant := (m->>'merchant')::integer;
    v_vendor := (m->>'vendor')::integer;
    v_tx := m->>'transaction';
    v_op := m->>'op';
    v_account := (m->>'account')::bigint;
    v_amount := (m->>'amount')::bigint;
    v_wallet := (m->>'wallet')::bigint;

    IF m->>'session' IS NOT NULL THEN
      s_id := NULL;
      SELECT id, last_seen_at INTO s_id, s_seen FROM sessions
      WHERE token_hash = m->>'session' AND account_id = v_account AND revoked_at IS NULL AND expires_at > now();
      IF s_id IS NULL OR s_seen < now() - make_interval(secs => p_idle_ms / 1000.0) THEN
        RETURN QUERY SELECT i, 'session_expired'::text, NULL::jsonb;
        CONTINUE;
      END IF;
      IF s_seen < now() - make_interval(secs => p_touch_ms / 1000.0) THEN
        UPDATE sessions SET last_seen_at = now() WHERE id = s_id;
      END IF;
    END IF;

    SELECT * INTO existing FROM vendor_transactions WHERE vendor_id = v_vendor AND transaction_id = v_tx;
    IF FOUND THEN
      IF existing.status IN ('tombstone', 'rolled_back') THEN
        RETURN QUERY SELECT i, 'rolled_back'::text, NULL::jsonb;
      ELSIF existing.op <> v_op OR existing.amount <> v_amount OR existing.account_id <> v_account THEN
        RETURN QUERY SELECT i, 'conflict'::text, NULL::jsonb;
      ELSIF existing.status = 'refused' THEN
        RETURN QUERY SELECT i, 'refused'::text, existing.response;
      ELSE
        RETURN QUERY SELECT i, 'replayed'::text, existing.response;
      END IF;
      CONTINUE;
    END IF;

    v_status := 'done';
    IF v_amount < 0 THEN
      RAISE EXCEPTION 'invalid_transfer' USING ERRCODE = 'CR003';
    ELSIF v_amount = 0 THEN
      SELECT balance - pending_debits INTO w_available FROM ledger_accounts WHERE id = v_wallet;
    ELSE
      v_from := CASE WHEN v_op = 'debit' THEN v_wallet ELSE (m->>'vendorAccount')::bigint END;
      v_to := CASE WHEN v_op = 'debit' THEN (m->>'vendorAccount')::bigint ELSE v_wallet END;
      UPDATE ledger_accounts SET balance = balance - v_amount
      WHERE id = v_from AND merchant_id = v_merchant AND (allow_negative OR balance - pending_debits >= v_amount)
      RETURNING balance, balance - pending_debits INTO from_balance, w_available;
      IF NOT FOUND THEN
        IF NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = v_from AND merchant_id = v_merchant) THEN
          RAISE EXCEPTION 'account_not_found' USING ERRCODE = 'CR004';
        END IF;
        v_status := 'refused';
        SELECT balance - pending_debits INTO w_available FROM ledger_accounts WHERE id = v_wallet;
      ELSE
        UPDATE ledger_accounts SET balance = balance + v_amount
        WHERE id = v_to AND merchant_id = v_merchant
        RETURNING balance, balance - pending_debits INTO to_balance, to_available;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'account_not_found' USING ERRCODE = 'CR004';
        END IF;
        IF v_op = 'credit' THEN
          w_available := to_available;
        END IF;
        v_transfer := 'v' || v_vendor || ':' || v_tx;
        INSERT INTO transfers (id, merchant_id, debit_account_id, credit_account_id, amount, kind, reference, status, settled_at)
        VALUES (v_transfer, v_merchant, v_from, v_to, v_amount,
                CASE WHEN v_op = 'debit' THEN 'bet' ELSE 'win' END, m->>'round', 'posted', now());
        INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
        VALUES (v_transfer, v_from, -v_amount, from_balance), (v_transfer, v_to, v_amount, to_balance);
      END IF;
    END IF;

    v_response := jsonb_build_object('transactionId', v_tx,
      'balance', wallet_money_text(w_available), 'currency', m->>'currency');
    INSERT INTO vendor_transactions (merchant_id, vendor_id, transaction_id, op, account_id, round_id, game_code, amount, status, response)
    VALUES (v_merchant, v_vendor, v_tx, v_op, v_account, m->>'round', m->>'game', v_amount, v_status, v_response)
    ON CONFLICT (vendor_id, transaction_id) DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'vendor transaction % recorded concurrently', v_tx USING ERRCODE = '40001';
    END IF;
    RETURN QUERY SELECT i, v_status, v_response;
  END LOOP;
  PERFORM set_config('crupier.batch_notify', 'off', true);
END;
$$;
