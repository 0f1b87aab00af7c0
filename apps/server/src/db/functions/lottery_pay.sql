CREATE OR REPLACE FUNCTION public.lottery_pay(p_draw bigint, p_state text, p_prefix text, p_kind text, p_reference text)
 RETURNS TABLE(r_transfers integer, r_amount bigint)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_count integer;
  v_total bigint;
BEGIN
  PERFORM 1 FROM ledger_accounts a
  WHERE a.id IN (
    SELECT b.wallet_id FROM lottery_bets b WHERE b.draw_id = p_draw AND (p_state = 'refunded' OR b.state = 'won')
    UNION
    SELECT b.house_account_id FROM lottery_bets b WHERE b.draw_id = p_draw AND (p_state = 'refunded' OR b.state = 'won')
  )
  ORDER BY a.id FOR UPDATE;

  SELECT count(*), coalesce(sum(CASE WHEN p_state = 'won' THEN b.win ELSE b.stake END), 0)
  INTO v_count, v_total
  FROM lottery_bets b
  WHERE b.draw_id = p_draw AND (p_state = 'refunded' OR b.state = 'won') AND (CASE WHEN p_state = 'won' THEN b.win ELSE b.stake END) > 0;

  WITH pay AS (
    SELECT b.id, b.merchant_id, b.wallet_id, b.house_account_id,
           CASE WHEN p_state = 'won' THEN b.win ELSE b.stake END AS amount
    FROM lottery_bets b
    WHERE b.draw_id = p_draw AND (p_state = 'refunded' OR b.state = 'won')
  ), paid AS (
    SELECT * FROM pay WHERE amount > 0
  ), t AS (
    INSERT INTO transfers (id, merchant_id, debit_account_id, credit_account_id, amount, kind, reference, status, settled_at)
    SELECT p_prefix || paid.id, paid.merchant_id, paid.house_account_id, paid.wallet_id, paid.amount, p_kind, p_reference, 'posted', now()
    FROM paid
    RETURNING 1
  ), moves AS (
    SELECT p_prefix || paid.id AS transfer_id, paid.wallet_id AS account_id, paid.amount AS amount, paid.id AS ord FROM paid
    UNION ALL
    SELECT p_prefix || paid.id, paid.house_account_id, -paid.amount, paid.id FROM paid
  ), e AS (
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
    SELECT m.transfer_id, m.account_id, m.amount,
           a.balance + sum(m.amount) OVER (PARTITION BY m.account_id ORDER BY m.ord ROWS UNBOUNDED PRECEDING)
    FROM moves m JOIN ledger_accounts a ON a.id = m.account_id
    ORDER BY m.ord, m.amount DESC
    RETURNING 1
  )
  UPDATE ledger_accounts a SET balance = a.balance + s.total
  FROM (SELECT m.account_id, sum(m.amount) AS total FROM moves m GROUP BY m.account_id) s
  WHERE a.id = s.account_id;

  RETURN QUERY SELECT v_count, v_total;
END;
$function$;
