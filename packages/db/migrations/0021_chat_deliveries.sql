-- Issue 40: workflow messages posted to team chats (Slack now, Microsoft Teams later). One row per (message,
-- provider, chat channel), claimed before the post, so a retried or duplicated job never posts twice.
CREATE TABLE IF NOT EXISTS "chat_delivery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organization"("id") ON DELETE cascade,
	"message_id" text NOT NULL,
	"provider" text NOT NULL,
	"chat_channel_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_message_id" text,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "chat_delivery_message_uq" ON "chat_delivery" USING btree ("message_id","provider","chat_channel_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_delivery_org_idx" ON "chat_delivery" USING btree ("organization_id","created_at");
