-- 0031_chat (issue 20): the support chat room. A conversation belongs to a member account or to a
-- guest (a name and a token kept in the browser, stored here only as its SHA-256). docs/support-chat.md.
CREATE TABLE "chat_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
	"account_id" bigint REFERENCES "accounts"("id"),
	"guest_name" text,
	"guest_token_hash" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"staff_id" bigint REFERENCES "accounts"("id"),
	"member_unread" integer DEFAULT 0 NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_state" CHECK ("state" IN ('waiting', 'open', 'ticket', 'closed')),
	CONSTRAINT "chat_conversations_owner" CHECK (("account_id" IS NULL) <> ("guest_token_hash" IS NULL)),
	CONSTRAINT "chat_conversations_guest_name" CHECK ("guest_token_hash" IS NULL OR "guest_name" IS NOT NULL),
	CONSTRAINT "chat_conversations_unread" CHECK ("member_unread" >= 0 AND "staff_unread" >= 0)
);
--> statement-breakpoint
-- One guest token is one conversation.
CREATE UNIQUE INDEX "chat_conversations_guest" ON "chat_conversations" ("guest_token_hash") WHERE "guest_token_hash" IS NOT NULL;
--> statement-breakpoint
-- At most one conversation of a member is not closed.
CREATE UNIQUE INDEX "chat_conversations_member_active" ON "chat_conversations" ("account_id") WHERE "account_id" IS NOT NULL AND "state" <> 'closed';
--> statement-breakpoint
CREATE INDEX "chat_conversations_queue" ON "chat_conversations" ("merchant_id", "state", "last_message_at");
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL REFERENCES "chat_conversations"("id"),
	"author" text NOT NULL,
	"staff_id" bigint REFERENCES "accounts"("id"),
	"body" text DEFAULT '' NOT NULL,
	"image_type" text,
	"image_data" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_author" CHECK ("author" IN ('member', 'guest', 'staff')),
	CONSTRAINT "chat_messages_staff" CHECK (("author" = 'staff') = ("staff_id" IS NOT NULL)),
	CONSTRAINT "chat_messages_image" CHECK (("image_type" IS NULL) = ("image_data" IS NULL)),
	CONSTRAINT "chat_messages_content" CHECK ("body" <> '' OR "image_data" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "chat_messages_conversation" ON "chat_messages" ("conversation_id", "id");
--> statement-breakpoint
-- Support staff seen on the chat (live socket heartbeat, queue reads): online while seen in the last 90 s.
CREATE TABLE "chat_staff_presence" (
	"account_id" bigint PRIMARY KEY NOT NULL REFERENCES "accounts"("id"),
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_staff_presence_merchant" ON "chat_staff_presence" ("merchant_id", "seen_at");
