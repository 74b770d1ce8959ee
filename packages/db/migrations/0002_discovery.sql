CREATE TABLE "chart_entry" (
	"run_id" uuid NOT NULL,
	"platform" "platform" NOT NULL,
	"metric" text NOT NULL,
	"size_class" text NOT NULL,
	"country" text NOT NULL,
	"rank" integer NOT NULL,
	"previous_rank" integer,
	"channel_id" uuid NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "chart_entry_run_id_platform_metric_size_class_country_rank_pk" PRIMARY KEY("run_id","platform","metric","size_class","country","rank")
);
--> statement-breakpoint
CREATE TABLE "chart_run" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_brand" (
	"post_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "post_brand_post_id_brand_id_pk" PRIMARY KEY("post_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"platform" "platform" NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "followers_30d_growth" double precision;--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "posts_per_week" double precision;--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "last_posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "size_tier" text;--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "followers_sparkline" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("channel"."name", '') || ' ' || coalesce("channel"."handle", '') || ' ' || coalesce("channel"."bio", ''))) STORED;--> statement-breakpoint
ALTER TABLE "post" ADD COLUMN "engagement_rate" double precision;--> statement-breakpoint
ALTER TABLE "post" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("post"."title", '') || ' ' || coalesce("post"."caption", '') || ' ' || immutable_array_to_text("post"."hashtags"))) STORED;--> statement-breakpoint
ALTER TABLE "chart_entry" ADD CONSTRAINT "chart_entry_run_id_chart_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."chart_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entry" ADD CONSTRAINT "chart_entry_channel_id_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_brand" ADD CONSTRAINT "post_brand_post_id_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_brand" ADD CONSTRAINT "post_brand_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_brand_brand_idx" ON "post_brand" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "saved_search_org_idx" ON "saved_search" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "channel_platform_engagement_idx" ON "channel" USING btree ("platform","engagement_rate");--> statement-breakpoint
CREATE INDEX "channel_platform_gain_idx" ON "channel" USING btree ("platform","followers_30d_gain");--> statement-breakpoint
CREATE INDEX "channel_platform_views_idx" ON "channel" USING btree ("platform","average_views");--> statement-breakpoint
CREATE INDEX "channel_search_text_trgm_idx" ON "channel" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channel_handle_lower_idx" ON "channel" USING btree (lower("handle") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "post_platform_published_idx" ON "post" USING btree ("platform","published_at");--> statement-breakpoint
CREATE INDEX "post_search_vector_idx" ON "post" USING gin ("search_vector");