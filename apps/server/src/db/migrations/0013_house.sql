CREATE TABLE "house_revealed_seeds" (
	"server_seed_hash" text PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"engine" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb,
	"state" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"debit_tx" text,
	"credit_tx" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"player_token_hash" text,
	"game_id" bigint NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_session_id_house_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."house_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_sessions" ADD CONSTRAINT "house_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_sessions" ADD CONSTRAINT "house_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_rounds_account" ON "house_rounds" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_open" ON "house_rounds" USING btree ("state") WHERE "house_rounds"."state" IN ('open', 'debited');--> statement-breakpoint
CREATE INDEX "house_sessions_account" ON "house_sessions" USING btree ("account_id");