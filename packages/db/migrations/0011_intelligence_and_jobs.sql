CREATE TABLE "audience_sample_account" (
	"channel_id" uuid NOT NULL,
	"username" text NOT NULL,
	"full_name" text,
	"bio" text,
	"followers" integer,
	"following" integer,
	"posts" integer,
	"has_profile_pic" boolean,
	"is_private" boolean,
	"external_url" text,
	"account_type" text,
	"fake_probability" double precision,
	CONSTRAINT "audience_sample_account_channel_id_username_pk" PRIMARY KEY("channel_id","username")
);
--> statement-breakpoint
CREATE TABLE "benchmark" (
	"platform" "platform" NOT NULL,
	"size_tier" text NOT NULL,
	"category" text NOT NULL,
	"metric" text NOT NULL,
	"sample_size" integer NOT NULL,
	"percentiles" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benchmark_platform_size_tier_category_metric_pk" PRIMARY KEY("platform","size_tier","category","metric")
);
--> statement-breakpoint
CREATE TABLE "channel_audience" (
	"channel_id" uuid NOT NULL,
	"source" text NOT NULL,
	"type_shares" jsonb,
	"credibility" double precision,
	"sample_size" integer,
	"age_shares" jsonb,
	"gender_shares" jsonb,
	"country_shares" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_audience_channel_id_source_pk" PRIMARY KEY("channel_id","source")
);
--> statement-breakpoint
CREATE TABLE "channel_signal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"day" date,
	"value" double precision,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_analysis" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"is_sponsored" boolean DEFAULT false NOT NULL,
	"disclosure_markers" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_giveaway" boolean DEFAULT false NOT NULL,
	"giveaway_markers" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_undisclosed_ad" boolean DEFAULT false NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand_mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"analyzed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connector_credential" (
	"connector" text PRIMARY KEY NOT NULL,
	"encrypted_secret" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connector_quota_usage" (
	"connector" text NOT NULL,
	"day" date NOT NULL,
	"units_used" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"throttled" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connector_quota_usage_connector_day_pk" PRIMARY KEY("connector","day")
);
--> statement-breakpoint
CREATE TABLE "creator_connection" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"encrypted_tokens" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"connected_by" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"singleton_key" text,
	"progress" jsonb,
	"result" jsonb,
	"last_error" text,
	"organization_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_row_result" (
	"job_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"status" text NOT NULL,
	"input" text NOT NULL,
	"reason" text,
	"channel_id" uuid,
	CONSTRAINT "job_row_result_job_id_row_number_pk" PRIMARY KEY("job_id","row_number")
);
--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "bot_risk" text;--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "channel_type" text;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "origin" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audience_sample_account" ADD CONSTRAINT "audience_sample_account_channel_id_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_audience" ADD CONSTRAINT "channel_audience_channel_id_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_signal" ADD CONSTRAINT "channel_signal_channel_id_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_analysis" ADD CONSTRAINT "post_analysis_post_id_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_credential" ADD CONSTRAINT "connector_credential_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_connection" ADD CONSTRAINT "creator_connection_channel_id_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_connection" ADD CONSTRAINT "creator_connection_connected_by_user_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_row_result" ADD CONSTRAINT "job_row_result_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_row_result" ADD CONSTRAINT "job_row_result_channel_id_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channel"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_signal_channel_idx" ON "channel_signal" USING btree ("channel_id","day");--> statement-breakpoint
CREATE INDEX "post_analysis_sponsored_idx" ON "post_analysis" USING btree ("post_id") WHERE "post_analysis"."is_sponsored";--> statement-breakpoint
CREATE INDEX "post_analysis_giveaway_idx" ON "post_analysis" USING btree ("post_id") WHERE "post_analysis"."is_giveaway";--> statement-breakpoint
CREATE UNIQUE INDEX "creator_connection_channel_provider_uq" ON "creator_connection" USING btree ("channel_id","provider");--> statement-breakpoint
CREATE INDEX "job_claim_idx" ON "job" USING btree ("queue","priority","run_at") WHERE "job"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "job_org_idx" ON "job" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "job_state_idx" ON "job" USING btree ("state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_singleton_uq" ON "job" USING btree ("singleton_key") WHERE "job"."state" in ('queued', 'running');