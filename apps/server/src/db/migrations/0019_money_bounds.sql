-- Money bounds (issue 22). Every amount moved and every balance held stays within the money ceiling,
-- 10^13 minor units (100,000,000,000.00): MONEY_CEILING in modules/ledger/bounds.ts, which the
-- ledger tests hold equal to these constraints. Every balance then formats within the wire's money
-- string, and no sum of two bounded values can overflow a bigint. The constraints sit on the rows,
-- so every writer is bound (ledger_transfer, ledger_settle, the wallet batches, rollbacks): a call
-- that would cross the ceiling fails as a whole and books nothing, and modules/ledger/errors.ts
-- answers it with 422 amount_out_of_range by the constraint's name. NOT VALID: a database that
-- already holds an out-of-range row still migrates; that row can then only move back within bounds.
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_bound"
  CHECK ("balance" BETWEEN -10000000000000 AND 10000000000000 AND "pending_debits" <= 10000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_amount_bound" CHECK ("amount" <= 10000000000000) NOT VALID;
--> statement-breakpoint
-- Operator adjustments. One at or below the merchant's approval threshold posts at once; a larger one
-- waits here (no money moves) until a different staff member approves it, and then posts through the
-- ledger with the transfer id `adjustment:<id>`, so it posts once however often it is approved.
CREATE TABLE "operator_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL REFERENCES "accounts"("id"),
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"request_key" text NOT NULL,
	"decided_by" bigint,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "operator_adjustments_request_key" UNIQUE ("merchant_id", "requested_by", "request_key"),
	CONSTRAINT "operator_adjustments_nonzero" CHECK ("amount" <> 0),
	CONSTRAINT "operator_adjustments_status_check" CHECK ("status" IN ('pending', 'posted', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "operator_adjustments_status" ON "operator_adjustments" USING btree ("merchant_id", "status", "created_at");
