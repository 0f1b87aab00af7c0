CREATE OR REPLACE FUNCTION public.sb_settle(p_rows jsonb, p_now timestamp with time zone)
 RETURNS TABLE(r_id text, r_paid boolean)
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
DECLARE
  v_ids text[];
  v_done boolean[];
  p_id text[]; p_version integer[]; p_amount bigint[]; p_merchant integer[]; p_vendor integer[];
  p_game text[]; p_currency text[]; p_account bigint[]; p_wallet bigint[]; p_house bigint[];
  v_bad integer;
BEGIN
  -- The versions (guarded), their settlement rows and betting-record rounds, in one statement; each
  -- row knows whether its money is done now: nothing to move, or a win booked below (a positive
  -- delta with its accounts named and no earlier version of the bet still waiting).
  WITH moved AS (
    UPDATE sb_bets b SET state = 'settled', result = v.result, payout = v.payout::bigint,
      settle_version = v.version, settled_at = p_now
    FROM jsonb_to_recordset(p_rows) AS v(id text, "from" integer, version integer, result text, payout text,
      delta text, reason text, merchant integer, vendor integer, game text, currency text, account bigint,
      wallet bigint, house bigint)
    WHERE b.id = v.id AND b.settle_version = v."from" AND b.state IN ('open', 'settled')
    RETURNING b.id, v.version, v.result, v.payout::bigint AS payout, v.delta::bigint AS delta, v.reason,
      v.merchant, v.vendor, v.game, v.currency, v.account, v.wallet, v.house,
      v.delta::bigint = 0 OR (v.delta::bigint > 0 AND v.wallet IS NOT NULL AND v.house IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM sb_settlements s WHERE s.bet_id = b.id AND s.applied_at IS NULL)) AS done
  ), ins AS (
    INSERT INTO sb_settlements (bet_id, version, payout, delta, reason, created_at, applied_at)
    SELECT m.id, m.version, m.payout, m.delta, m.reason, p_now, CASE WHEN m.done THEN p_now END
    FROM moved m
    RETURNING 1
  ), rounds AS (
    UPDATE house_rounds r SET state = 'settled', win = m.payout, settled_at = p_now,
      outcome = jsonb_build_object('result', m.result, 'version', m.version)
    FROM moved m
    WHERE r.id = m.id
    RETURNING 1
  )
  SELECT array_agg(m.id ORDER BY m.id), array_agg(m.done ORDER BY m.id),
    array_agg(m.id ORDER BY m.id) FILTER (WHERE m.done AND m.delta > 0),
    array_agg(m.version ORDER BY m.id) FILTER (WHERE m.done AND m.delta > 0),
    array_agg(m.delta ORDER BY m.id) FILTER (WHERE m.done AND m.delta > 0),
    array_agg(m.merchant ORDER BY m.id) FILTER (WHERE m.done AND m.delta > 0),
    array_agg(m.vendor ORDER BY m.id) FILTER (WHERE m.done AND m.delta > 0),
    array_agg(m.game ORDER BY m.id) FILTER (WHERE m.done AND m.delta > 0),
    array_agg(m.currency ORDER BY m.id) FILTER (WHERE m.done AND m.delta > 0),
    array_agg(m.account ORDER BY m.id) FILTER (WHERE m.done AND m.delta > 0),
    array_agg(m.wallet ORDER BY m.id) FILTER (WHERE m.done AND m.delta > 0),
    array_agg(m.house ORDER BY m.id) FILTER (WHERE m.done AND m.delta > 0)
  INTO v_ids, v_done, p_id, p_version, p_amount, p_merchant, p_vendor, p_game, p_currency, p_account,
    p_wallet, p_house
  FROM moved m;

  IF p_id IS NOT NULL THEN
    -- The accounts, locked in id order as the wallet's batches lock theirs; then read afresh.
    PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (p_wallet || p_house) ORDER BY a.id FOR NO KEY UPDATE;

    SELECT count(*) INTO v_bad
    FROM unnest(p_merchant, p_wallet, p_house) AS v(merchant, wallet, house)
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = v.wallet AND a.merchant_id = v.merchant)
       OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = v.house AND a.merchant_id = v.merchant);
    IF v_bad > 0 THEN
      RAISE EXCEPTION 'account_not_found' USING ERRCODE = 'CR004';
    END IF;

    -- Each win with the running balances of its two accounts (in bet id order), then every row at once.
    WITH pay AS (
      SELECT v.*, 'sb:' || v.id || ':s' || v.version AS tx,
        'v' || v.vendor || ':sb:' || v.id || ':s' || v.version AS transfer_id
      FROM unnest(p_id, p_version, p_amount, p_merchant, p_vendor, p_game, p_currency, p_account, p_wallet,
        p_house) WITH ORDINALITY AS v(id, version, amount, merchant, vendor, game, currency, account, wallet,
        house, ord)
    ), w AS (
      SELECT p.*, a.pending_debits AS wallet_pending,
        (a.balance + sum(p.amount) OVER (PARTITION BY p.wallet ORDER BY p.ord ROWS UNBOUNDED PRECEDING))::bigint AS wallet_after,
        (h.balance - sum(p.amount) OVER (PARTITION BY p.house ORDER BY p.ord ROWS UNBOUNDED PRECEDING))::bigint AS house_after
      FROM pay p
      JOIN ledger_accounts a ON a.id = p.wallet
      JOIN ledger_accounts h ON h.id = p.house
    ), t AS (
      INSERT INTO transfers (id, merchant_id, debit_account_id, credit_account_id, amount, kind, reference, status, settled_at)
      SELECT w.transfer_id, w.merchant, w.house, w.wallet, w.amount, 'win', w.id, 'posted', now()
      FROM w
      RETURNING 1
    ), e AS (
      INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
      SELECT x.transfer_id, x.account_id, x.amount, x.balance_after
      FROM w CROSS JOIN LATERAL (VALUES
        (w.transfer_id, w.house, -w.amount, w.house_after, 0),
        (w.transfer_id, w.wallet, w.amount, w.wallet_after, 1)
      ) AS x(transfer_id, account_id, amount, balance_after, side)
      ORDER BY w.ord, x.side
      RETURNING 1
    ), vt AS (
      INSERT INTO vendor_transactions (merchant_id, vendor_id, transaction_id, op, account_id, round_id, game_code, amount, status, response)
      SELECT w.merchant, w.vendor, w.tx, 'credit', w.account, w.id, w.game, w.amount, 'done',
        jsonb_build_object('transactionId', w.tx, 'balance', wallet_money_text(w.wallet_after - w.wallet_pending),
          'currency', w.currency)
      FROM w
      RETURNING 1
    )
    UPDATE ledger_accounts a SET balance = a.balance + s.total
    FROM (
      SELECT x.account_id, sum(x.amount)::bigint AS total
      FROM pay CROSS JOIN LATERAL (VALUES (pay.house, -pay.amount), (pay.wallet, pay.amount)) AS x(account_id, amount)
      GROUP BY x.account_id
    ) s
    WHERE a.id = s.account_id;
  END IF;

  -- Every bet moved, and whether its money is done (paid now, or nothing to move).
  RETURN QUERY SELECT * FROM unnest(v_ids, v_done);
END;
$function$;
