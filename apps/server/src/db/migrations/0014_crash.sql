CREATE TABLE "crash_games" (
	"merchant_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"chain_seed" text NOT NULL,
	"chain_length" integer NOT NULL,
	"chain_commitment" text NOT NULL,
	"salt" text NOT NULL,
	"chain_index" integer DEFAULT 0 NOT NULL,
	"round_no" integer DEFAULT 0 NOT NULL,
	"leader_id" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_games_merchant_id_game_id_pk" PRIMARY KEY("merchant_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"round_no" integer NOT NULL,
	"hash" text NOT NULL,
	"seed" text NOT NULL,
	"salt" text NOT NULL,
	"crash_point" integer NOT NULL,
	"phase" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"crash_at" timestamp with time zone,
	"crashed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_rounds_phase" CHECK ("crash_rounds"."phase" IN ('betting', 'flying', 'crashed', 'void'))
);
--> statement-breakpoint
ALTER TABLE "crash_games" ADD CONSTRAINT "crash_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_game_no" ON "crash_rounds" USING btree ("merchant_id","game_id","round_no");--> statement-breakpoint
CREATE INDEX "crash_rounds_unfinished" ON "crash_rounds" USING btree ("phase") WHERE "crash_rounds"."phase" IN ('betting', 'flying');--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_crash_bet" ON "house_rounds" USING btree ("server_seed_hash","account_id") WHERE "house_rounds"."engine" = 'crash' AND "house_rounds"."state" <> 'refused';