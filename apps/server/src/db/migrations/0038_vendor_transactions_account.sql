-- A member's seamless-wallet calls over a period: the bonus job reads each active bonus's settled stakes
-- every minute (promotions/bonus-wagering-queries.ts). Without an index on the account, each read was a
-- sequential scan of every call ever recorded, 0.7-1.2 s apiece at 100,000 calls (and JIT-compiled):
-- bench:wallet's bets fell by half while the job ran.
CREATE INDEX "vendor_transactions_account" ON "vendor_transactions" USING btree ("account_id","created_at");
