CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"username" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_password_hash" text,
	"nickname" text NOT NULL,
	"country_dialing_code" text,
	"mobile_num" text,
	"email" text,
	"payee_name" text,
	"qq_num" text,
	"line" text,
	"whatsapp" text,
	"facebook" text,
	"wechat" text,
	"id_number" text,
	"recommender_id" text,
	"referral_code" text NOT NULL,
	"affiliate_code" text,
	"referred_by" bigint,
	"upline_id" bigint,
	"register_url" text,
	"register_method" text,
	"register_domain" text,
	"register_ip" text,
	"trial_balance" bigint,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"reset_password_hash" text,
	"reset_expires_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint,
	"event" text NOT NULL,
	"ip" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "human_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payload_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"site" text DEFAULT 'player' NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "register_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "default_initial_password" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "password_expiry_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "age_consent" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "trial_balance" bigint DEFAULT 200000 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_key" ON "accounts" USING btree ("merchant_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_mobile_key" ON "accounts" USING btree ("merchant_id","country_dialing_code","mobile_num") WHERE "accounts"."mobile_num" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_referral_key" ON "accounts" USING btree ("merchant_id","referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_affiliate_key" ON "accounts" USING btree ("merchant_id","affiliate_code") WHERE "accounts"."affiliate_code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_upline" ON "accounts" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "audit_log_account" ON "audit_log" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "outbox_to" ON "outbox" USING btree ("to","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_account" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "verification_codes_lookup" ON "verification_codes" USING btree ("merchant_id","purpose","destination","created_at");