-- Custom migration. The single-call seamless wallet function of 0007 has had no caller since the wallet
-- batches every debit and credit through wallet_vendor_moves (0015-0017); keeping it installed only
-- invited its use. wallet_vendor_rollback, wallet_available and wallet_money_text stay: they are live.
DROP FUNCTION IF EXISTS wallet_vendor_move(
  integer, integer, text, text, bigint, text, text, bigint, bigint, bigint, text
);
