-- The loyalty job sums, every minute and for every member whose wallet moved, their deposits and their
-- refunds (VIP levels, points, referrals). Both read the member's credits through transfers_credit and
-- filtered them by kind: every win the member ever had, 20-65 ms a member under load at a few thousand
-- bets. Deposits and refunds are few; these partial indexes hold only them (a win or a stake is not
-- written to either).
CREATE INDEX "transfers_deposits" ON "transfers" USING btree ("credit_account_id","created_at") WHERE "transfers"."kind" = 'deposit';--> statement-breakpoint
CREATE INDEX "transfers_refunds" ON "transfers" USING btree ("credit_account_id","created_at") WHERE (kind = 'bet_rollback' OR kind LIKE '%\_rollback');
