CREATE OR REPLACE FUNCTION public.wallet_vendor_moves(p_moves jsonb, p_idle_ms bigint, p_touch_ms bigint)
 RETURNS TABLE(r_index integer, r_outcome text, r_response jsonb)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
 SET "crupier.batch_notify" TO 'on'
 SET enable_seqscan TO 'off'
AS $function$
DECLARE
  n integer;
  c_merchant integer[]; c_vendor integer[]; c_tx text[]; c_op text[]; c_account bigint[];
  c_round text[]; c_game text[]; c_amount bigint[]; c_wallet bigint[]; c_vendor_account bigint[];
  c_currency text[]; c_session text[]; c_bonus boolean[];
  b_round text[];
  a_id bigint[]; a_merchant integer[]; a_balance bigint[]; a_start bigint[]; a_pending bigint[]; a_negative boolean[];
  s_hash text[]; s_account bigint[]; s_id bigint[]; s_seen timestamptz[];
  touched bigint[] := '{}';
  k_key text[]; k_op text[]; k_amount bigint[]; k_account bigint[]; k_status text[]; k_response jsonb[];
  k_n integer;
  t_id text[] := '{}'; t_merchant integer[] := '{}'; t_from bigint[] := '{}'; t_to bigint[] := '{}';
  t_amount bigint[] := '{}'; t_kind text[] := '{}'; t_reference text[] := '{}';
  e_transfer text[] := '{}'; e_account bigint[] := '{}'; e_amount bigint[] := '{}'; e_after bigint[] := '{}';
  r_call integer[] := '{}'; r_status text[] := '{}'; r_answer jsonb[] := '{}';
  t_n integer := 0;
  e_n integer := 0;
  r_n integer := 0;
  idle_since timestamptz := now() - make_interval(secs => p_idle_ms / 1000.0);
  touch_since timestamptz := now() - make_interval(secs => p_touch_ms / 1000.0);
  i integer;
  j integer;
  w integer;
  v integer;
  f integer;
  t integer;
  v_key text;
  v_status text;
  v_response jsonb;
  v_transfer text;
  written integer;
BEGIN
  SELECT count(*)::integer,
    array_agg((m->>'merchant')::integer ORDER BY o), array_agg((m->>'vendor')::integer ORDER BY o),
    array_agg(m->>'transaction' ORDER BY o), array_agg(m->>'op' ORDER BY o),
    array_agg((m->>'account')::bigint ORDER BY o), array_agg(m->>'round' ORDER BY o),
    array_agg(m->>'game' ORDER BY o), array_agg((m->>'amount')::bigint ORDER BY o),
    array_agg((m->>'wallet')::bigint ORDER BY o), array_agg((m->>'vendorAccount')::bigint ORDER BY o),
    array_agg(m->>'currency' ORDER BY o), array_agg(m->>'session' ORDER BY o),
    array_agg(coalesce((m->>'bonus')::boolean, false) ORDER BY o)
  INTO n, c_merchant, c_vendor, c_tx, c_op, c_account, c_round, c_game, c_amount, c_wallet,
    c_vendor_account, c_currency, c_session, c_bonus
  FROM jsonb_array_elements(p_moves) WITH ORDINALITY AS x(m, o);
  IF n = 0 THEN
    RETURN;
  END IF;

  SELECT array_agg(id ORDER BY id), array_agg(merchant_id ORDER BY id), array_agg(balance ORDER BY id),
    array_agg(pending_debits ORDER BY id), array_agg(allow_negative ORDER BY id)
  INTO a_id, a_merchant, a_balance, a_pending, a_negative
  FROM (
    SELECT id, merchant_id, balance, pending_debits, allow_negative FROM ledger_accounts
    WHERE id = ANY (c_wallet || c_vendor_account)
    ORDER BY id FOR NO KEY UPDATE
  ) locked;
  a_id := coalesce(a_id, '{}');
  a_start := a_balance;

  SELECT array_agg(token_hash), array_agg(account_id), array_agg(id), array_agg(last_seen_at)
  INTO s_hash, s_account, s_id, s_seen
  FROM sessions
  WHERE token_hash = ANY (c_session) AND revoked_at IS NULL AND expires_at > now();

  SELECT array_agg(vt.vendor_id || ':' || vt.transaction_id), array_agg(vt.op), array_agg(vt.amount),
    array_agg(vt.account_id), array_agg(vt.status), array_agg(vt.response)
  INTO k_key, k_op, k_amount, k_account, k_status, k_response
  FROM unnest(c_vendor, c_tx) AS q(vendor, tx)
  JOIN vendor_transactions vt ON vt.vendor_id = q.vendor AND vt.transaction_id = q.tx;
  k_key := coalesce(k_key, '{}');
  k_n := cardinality(k_key);

  SELECT array_agg(DISTINCT q.vendor || ':' || q.round)
  INTO b_round
  FROM unnest(c_vendor, c_round, c_op, c_bonus) AS q(vendor, round, op, bonus)
  WHERE q.bonus AND q.op = 'credit' AND q.round IS NOT NULL
    AND EXISTS (SELECT 1 FROM bonus_stakes s WHERE s.vendor_id = q.vendor AND s.round_id = q.round);
  b_round := coalesce(b_round, '{}');

  FOR i IN 1..n LOOP
    IF c_session[i] IS NOT NULL THEN
      j := array_position(s_hash, c_session[i]);
      IF j IS NULL OR s_account[j] <> c_account[i] OR s_seen[j] < idle_since THEN
        RETURN QUERY SELECT i - 1, 'session_expired'::text, NULL::jsonb;
        CONTINUE;
      END IF;
      IF s_seen[j] < touch_since THEN
        touched := touched || s_id[j];
        s_seen[j] := now();
      END IF;
    END IF;

    v_key := c_vendor[i] || ':' || c_tx[i];
    j := array_position(k_key, v_key);
    IF j IS NOT NULL THEN
      IF k_status[j] IN ('tombstone', 'rolled_back') THEN
        RETURN QUERY SELECT i - 1, 'rolled_back'::text, NULL::jsonb;
      ELSIF k_op[j] <> c_op[i] OR k_amount[j] <> c_amount[i] OR k_account[j] <> c_account[i] THEN
        RETURN QUERY SELECT i - 1, 'conflict'::text, NULL::jsonb;
      ELSIF k_status[j] = 'refused' THEN
        RETURN QUERY SELECT i - 1, 'refused'::text, k_response[j];
      ELSE
        RETURN QUERY SELECT i - 1, 'replayed'::text, k_response[j];
      END IF;
      CONTINUE;
    END IF;

    IF c_amount[i] < 0 THEN
      RAISE EXCEPTION 'invalid_transfer' USING ERRCODE = 'CR003';
    END IF;
    w := array_position(a_id, c_wallet[i]);
    IF w IS NULL OR a_merchant[w] <> c_merchant[i] THEN
      RAISE EXCEPTION 'account_not_found' USING ERRCODE = 'CR004';
    END IF;
    IF c_bonus[i] AND c_op[i] = 'credit' AND c_amount[i] > 0
      AND array_position(b_round, c_vendor[i] || ':' || c_round[i]) IS NOT NULL THEN
      RETURN QUERY SELECT i - 1, 'bonus'::text, NULL::jsonb;
      CONTINUE;
    END IF;
    v_status := 'done';
    IF c_amount[i] > 0 THEN
      v := array_position(a_id, c_vendor_account[i]);
      IF v IS NULL OR a_merchant[v] <> c_merchant[i] THEN
        RAISE EXCEPTION 'account_not_found' USING ERRCODE = 'CR004';
      END IF;
      IF c_op[i] = 'debit' THEN
        f := w;
        t := v;
      ELSE
        f := v;
        t := w;
      END IF;
      IF a_negative[f] OR a_balance[f] - a_pending[f] >= c_amount[i] THEN
        a_balance[f] := a_balance[f] - c_amount[i];
        a_balance[t] := a_balance[t] + c_amount[i];
        v_transfer := 'v' || c_vendor[i] || ':' || c_tx[i];
        t_n := t_n + 1;
        t_id[t_n] := v_transfer;
        t_merchant[t_n] := c_merchant[i];
        t_from[t_n] := a_id[f];
        t_to[t_n] := a_id[t];
        t_amount[t_n] := c_amount[i];
        t_kind[t_n] := CASE WHEN c_op[i] = 'debit' THEN 'bet' ELSE 'win' END;
        t_reference[t_n] := c_round[i];
        e_transfer[e_n + 1] := v_transfer;
        e_account[e_n + 1] := a_id[f];
        e_amount[e_n + 1] := -c_amount[i];
        e_after[e_n + 1] := a_balance[f];
        e_transfer[e_n + 2] := v_transfer;
        e_account[e_n + 2] := a_id[t];
        e_amount[e_n + 2] := c_amount[i];
        e_after[e_n + 2] := a_balance[t];
        e_n := e_n + 2;
      ELSIF c_bonus[i] AND c_op[i] = 'debit' THEN
        RETURN QUERY SELECT i - 1, 'bonus'::text, NULL::jsonb;
        CONTINUE;
      ELSE
        v_status := 'refused';
      END IF;
    END IF;

    v_response := jsonb_build_object('transactionId', c_tx[i],
      'balance', wallet_money_text(a_balance[w] - a_pending[w]), 'currency', c_currency[i]);
    r_n := r_n + 1;
    r_call[r_n] := i;
    r_status[r_n] := v_status;
    r_answer[r_n] := v_response;
    k_n := k_n + 1;
    k_key[k_n] := v_key;
    k_op[k_n] := c_op[i];
    k_amount[k_n] := c_amount[i];
    k_account[k_n] := c_account[i];
    k_status[k_n] := v_status;
    k_response[k_n] := v_response;
    RETURN QUERY SELECT i - 1, v_status, v_response;
  END LOOP;

  IF cardinality(touched) > 0 THEN
    UPDATE sessions SET last_seen_at = now() WHERE id = ANY (touched);
  END IF;
  UPDATE ledger_accounts a SET balance = u.balance
  FROM unnest(a_id, a_balance, a_start) AS u(id, balance, start)
  WHERE a.id = u.id AND u.balance <> u.start;
  INSERT INTO transfers (id, merchant_id, debit_account_id, credit_account_id, amount, kind, reference, status, settled_at)
  SELECT x.id, x.merchant, x.debit, x.credit, x.amount, x.kind, x.reference, 'posted', now()
  FROM unnest(t_id, t_merchant, t_from, t_to, t_amount, t_kind, t_reference)
    AS x(id, merchant, debit, credit, amount, kind, reference);
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
  SELECT * FROM unnest(e_transfer, e_account, e_amount, e_after);
  INSERT INTO vendor_transactions (merchant_id, vendor_id, transaction_id, op, account_id, round_id, game_code, amount, status, response)
  SELECT c_merchant[x.call], c_vendor[x.call], c_tx[x.call], c_op[x.call], c_account[x.call], c_round[x.call],
    c_game[x.call], c_amount[x.call], x.status, x.answer
  FROM unnest(r_call, r_status, r_answer) AS x(call, status, answer)
  ON CONFLICT (vendor_id, transaction_id) DO NOTHING;
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written <> r_n THEN
    RAISE EXCEPTION 'vendor transaction recorded concurrently' USING ERRCODE = '40001';
  END IF;
END;
$function$;
