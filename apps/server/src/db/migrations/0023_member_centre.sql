-- 0023_member_centre (issue 18): responsible gaming, internal messages, feedback, profile extras.
-- Loss and wager limits per period; a looser limit waits 24 hours in pending_* (as deposit limits).
CREATE TABLE "rg_limits" (
	"account_id" bigint NOT NULL REFERENCES "accounts"("id"),
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_removes" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_limits_pkey" PRIMARY KEY ("account_id", "kind", "period"),
	CONSTRAINT "rg_limits_kind" CHECK ("kind" IN ('loss', 'wager')),
	CONSTRAINT "rg_limits_period" CHECK ("period" IN ('day', 'week', 'month')),
	CONSTRAINT "rg_limits_positive" CHECK (("amount" IS NULL OR "amount" > 0) AND ("pending_amount" IS NULL OR "pending_amount" > 0))
);
--> statement-breakpoint
-- Reality check, cool-off and self-exclusion of one member. The ends only ever move later.
CREATE TABLE "rg_settings" (
	"account_id" bigint PRIMARY KEY NOT NULL REFERENCES "accounts"("id"),
	"reality_check_minutes" integer DEFAULT 0 NOT NULL,
	"cool_off_until" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_settings_reality_check" CHECK ("reality_check_minutes" = 0 OR "reality_check_minutes" BETWEEN 15 AND 120)
);
--> statement-breakpoint
-- Profile details set once by the member (real name, birthday) and when an e-mail or mobile was verified.
CREATE TABLE "member_profiles" (
	"account_id" bigint PRIMARY KEY NOT NULL REFERENCES "accounts"("id"),
	"real_name" text,
	"birthday" date,
	"email_verified_at" timestamp with time zone,
	"mobile_verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Internal messages from the operator: to one member (account_id) or to every member of the merchant.
CREATE TABLE "member_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
	"account_id" bigint REFERENCES "accounts"("id"),
	"kind" text DEFAULT 'operator' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"sent_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_messages_account" ON "member_messages" ("account_id", "id") WHERE "account_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "member_messages_broadcast" ON "member_messages" ("merchant_id", "id") WHERE "account_id" IS NULL;
--> statement-breakpoint
-- A member's read and delete marks (a broadcast has one row per member who read or deleted it).
CREATE TABLE "member_message_states" (
	"message_id" bigint NOT NULL REFERENCES "member_messages"("id"),
	"account_id" bigint NOT NULL REFERENCES "accounts"("id"),
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "member_message_states_pkey" PRIMARY KEY ("account_id", "message_id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
	"account_id" bigint NOT NULL REFERENCES "accounts"("id"),
	"content" text NOT NULL,
	"answer" text,
	"answered_by" bigint,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_content_length" CHECK (char_length("content") BETWEEN 1 AND 140)
);
--> statement-breakpoint
CREATE INDEX "feedback_merchant" ON "feedback" ("merchant_id", "id");
--> statement-breakpoint
CREATE INDEX "feedback_account" ON "feedback" ("account_id", "id");
--> statement-breakpoint
-- Re-encoded images (never the upload itself), kept in the database: outside any web root.
CREATE TABLE "feedback_images" (
	"feedback_id" bigint NOT NULL REFERENCES "feedback"("id"),
	"position" smallint NOT NULL,
	"type" text NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "feedback_images_pkey" PRIMARY KEY ("feedback_id", "position"),
	CONSTRAINT "feedback_images_type" CHECK ("type" IN ('image/png', 'image/jpeg')),
	CONSTRAINT "feedback_images_position" CHECK ("position" BETWEEN 0 AND 2)
);
