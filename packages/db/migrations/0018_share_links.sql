-- Issue 39: read-only share links of a watchlist or a campaign (only the token's SHA-256 is stored).
CREATE TABLE IF NOT EXISTS "share_link" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL REFERENCES "organization"("id") ON DELETE cascade,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"options" jsonb NOT NULL,
	"password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" text REFERENCES "user"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "share_link_token_hash_uq" ON "share_link" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_link_subject_idx" ON "share_link" USING btree ("organization_id","subject_kind","subject_id");
