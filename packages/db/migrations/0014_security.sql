CREATE TABLE "rate_limit_bucket" (
	"key" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_bucket_key_window_started_at_pk" PRIMARY KEY("key","window_started_at")
);
--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "visible_to_organization_id" text;--> statement-breakpoint
CREATE INDEX "rate_limit_bucket_expires_idx" ON "rate_limit_bucket" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "channel" ADD CONSTRAINT "channel_visible_to_organization_id_organization_id_fk" FOREIGN KEY ("visible_to_organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_visible_to_organization_idx" ON "channel" USING btree ("visible_to_organization_id") WHERE "channel"."visible_to_organization_id" is not null;