-- Back office content (issue 17): an announcement is written as a draft and shown on the player site
-- only once published; the rows seeded before this migration stay published. updated_at tells the
-- editor's list when an entry last changed.
ALTER TABLE "announcements" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- A merchant's own settings of a game of the shared catalogue (back office "Games and vendors"): off
-- for this merchant, hot or not, its place in the lists. NULL keeps the catalogue's value.
CREATE TABLE "merchant_games" (
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
	"game_id" bigint NOT NULL REFERENCES "games"("id"),
	"enabled" boolean,
	"is_hot" boolean,
	"sort" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_games_pkey" PRIMARY KEY ("merchant_id", "game_id")
);
