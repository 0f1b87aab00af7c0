-- wallet_vendor_moves plans its statements once per connection (force_generic_plan), and a
-- connection opened while vendor_transactions was still small kept a sequential-scan plan for the
-- idempotency lookup until autovacuum next analysed the table: on a new database the first minute of
-- bets read the whole table on every batch. Every statement of the function reads by key, so
-- sequential scans are ruled out for it and its plans no longer depend on when they were made.
ALTER FUNCTION wallet_vendor_moves(jsonb, bigint, bigint) SET enable_seqscan = off;
