CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"group_name" text,
	"titles" jsonb NOT NULL,
	"contents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text,
	"link_url" text,
	"promotion_type" text,
	"execution" text DEFAULT 'B' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"account_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_account_id_game_id_pk" PRIMARY KEY("account_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"show_icon" boolean DEFAULT true NOT NULL,
	"icon_url" text,
	"min_bet" bigint DEFAULT 10 NOT NULL,
	"line_num" integer DEFAULT 0 NOT NULL,
	"engine" text,
	"variant" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_vendors" (
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"is_game" text DEFAULT 'VASSALAGE' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_vendors_merchant_id_vendor_id_game_type_pk" PRIMARY KEY("merchant_id","vendor_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"account_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_account_id_game_id_pk" PRIMARY KEY("account_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "launch_url" text;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_merchant" ON "announcements" USING btree ("merchant_id","type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_key" ON "games" USING btree ("vendor_id","game_code");--> statement-breakpoint
CREATE INDEX "games_type" ON "games" USING btree ("game_type","sort");--> statement-breakpoint
CREATE INDEX "games_vendor" ON "games" USING btree ("vendor_id","game_type");--> statement-breakpoint
CREATE INDEX "recent_games_latest" ON "recent_games" USING btree ("account_id","launched_at");