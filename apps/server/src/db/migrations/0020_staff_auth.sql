-- Back office sign-in (contract "Back office"): staff roles, a TOTP second factor with recovery codes,
-- the short-lived challenge between the password and the code, and audit entries that say what a
-- staff member changed (target, reason, before and after).
ALTER TABLE "accounts" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- How an operator-site session passed its second factor ('totp', 'recovery' or 'enrol'); the back
-- office refuses operator sessions without one.
ALTER TABLE "sessions" ADD COLUMN "second_factor" text;
--> statement-breakpoint
CREATE TABLE "staff_second_factors" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"totp_secret" text NOT NULL,
	"last_used_step" bigint,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_second_factors" ADD CONSTRAINT "staff_second_factors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_key" ON "staff_recovery_codes" USING btree ("account_id","code_hash");
--> statement-breakpoint
CREATE TABLE "staff_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"enrol_secret" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_challenges" ADD CONSTRAINT "staff_challenges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_challenges_token_key" ON "staff_challenges" USING btree ("token_hash");
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target" text;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;
--> statement-breakpoint
CREATE INDEX "audit_log_merchant_at" ON "audit_log" USING btree ("merchant_id","at");
