-- Game sessions for vendors (contract "Game sessions for vendors"): a launch of a seamless vendor's
-- game makes a session of site 'game', bound to the vendor and to the member session it was made
-- from, so that the seamless wallet never sees the member's own token. Being rows of `sessions`, the
-- liveness check of debits in wallet_vendor_moves covers them unchanged.
ALTER TABLE "sessions" ADD COLUMN "vendor_id" integer;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "parent_session_id" bigint;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sessions_parent" ON "sessions" USING btree ("parent_session_id") WHERE "parent_session_id" IS NOT NULL;
--> statement-breakpoint
-- A game session always names its vendor; no other session does.
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_game_vendor" CHECK (("site" = 'game') = ("vendor_id" IS NOT NULL));
--> statement-breakpoint
-- The merchants whose players a vendor may reach through the seamless wallet.
CREATE TABLE "vendor_merchants" (
	"vendor_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	CONSTRAINT "vendor_merchants_vendor_id_merchant_id_pk" PRIMARY KEY("vendor_id","merchant_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_merchants" ADD CONSTRAINT "vendor_merchants_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vendor_merchants" ADD CONSTRAINT "vendor_merchants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- An existing database keeps working: every vendor is bound to the merchants that already offer it.
INSERT INTO "vendor_merchants" ("vendor_id", "merchant_id")
SELECT DISTINCT "vendor_id", "merchant_id" FROM "merchant_vendors"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Seeded house studios had the guessable secret `house-<code>`; they get 256 random bits instead
-- (the house game server calls the wallet in-process and never signs).
UPDATE "vendors"
SET "secret" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
WHERE "secret" = 'house-' || lower("code");
