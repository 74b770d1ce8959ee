-- Issue 38: numbers an agency can defend. One migration, several sections (each area writes only its own).
-- Every statement ends with the drizzle breakpoint marker on its own line below it.
SELECT 1;
--> statement-breakpoint
-- Shared columns of issue 38 (written by the areas below).
ALTER TABLE "channel" ADD COLUMN "figure_basis" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "figure_flags" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "category_ids" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "country_source" text;
--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "market_country" text;
--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "market_source" text;
--> statement-breakpoint
-- == section: metric windows and provenance ==
-- == end: metric windows and provenance ==
-- == section: outliers and judgements ==
-- == end: outliers and judgements ==
-- == section: categories ==
-- Discovery's category filter (category_ids @> ARRAY[id]) and the picker's counts read this instead of the platform.
CREATE INDEX IF NOT EXISTS "channel_category_ids_gin_idx" ON "channel" USING gin ("category_ids");
--> statement-breakpoint
-- "Also listed for this market": country = X OR market_country = X, served as a bitmap OR beside the country index.
CREATE INDEX IF NOT EXISTS "channel_platform_market_country_idx" ON "channel" USING btree ("platform","market_country");
--> statement-breakpoint
-- == end: categories ==
-- == section: identity ==
-- Cross-platform identity: scored channel pairs (seed and resolver re-runs) and people's merge/split decisions.
CREATE TABLE IF NOT EXISTS "identity_match" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_a_id" uuid NOT NULL REFERENCES "channel"("id") ON DELETE cascade,
	"channel_b_id" uuid NOT NULL REFERENCES "channel"("id") ON DELETE cascade,
	"confidence" double precision NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decision" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "identity_match_pair_uq" ON "identity_match" USING btree ("channel_a_id","channel_b_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "identity_match_channel_b_idx" ON "identity_match" USING btree ("channel_b_id");
--> statement-breakpoint
-- organization_id null: a platform admin's global decision; channels named by platform:platform_id (survives re-seeds).
CREATE TABLE IF NOT EXISTS "identity_override" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text REFERENCES "organization"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"channel_a_key" text NOT NULL,
	"channel_b_key" text NOT NULL,
	"created_by_user_id" text REFERENCES "user"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "identity_override_organization_idx" ON "identity_override" USING btree ("organization_id","created_at");
--> statement-breakpoint
-- == end: identity ==
-- == section: who and where, content search ==
-- Content search stems German and English words ("Rezept" finds "Rezepte", "recipes" finds "recipe"): a second
-- vector of the same text through both snowball configurations (a word's German and English stems side by side; the
-- query is the OR of its German and its English parse, so each side matches stems of its own language). The 'simple'
-- search_vector stays as it was; its GIN index is replaced by the stemmed one, with the platform and month lexemes of
-- migration 0008, so words, platform and months are still intersected in one GIN scan.
ALTER TABLE "post" ADD COLUMN "stem_vector" tsvector GENERATED ALWAYS AS (to_tsvector('german'::regconfig, coalesce("title", '') || ' ' || coalesce("caption", '') || ' ' || immutable_array_to_text("hashtags")) || to_tsvector('english'::regconfig, coalesce("title", '') || ' ' || coalesce("caption", '') || ' ' || immutable_array_to_text("hashtags"))) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "post_search_vector_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_stem_vector_idx" ON "post" USING gin (("stem_vector" || post_facet_vector("platform", "published_at")));
--> statement-breakpoint
-- Content search's language filter (the channel's language): the channel ids of a language, per platform.
CREATE INDEX IF NOT EXISTS "channel_platform_language_idx" ON "channel" USING btree ("platform","language");
--> statement-breakpoint
-- Charts rank creators and, in a list of their own, brands, media and fan pages (channel_type): one more key.
ALTER TABLE "chart_entry" ADD COLUMN "channel_group" text DEFAULT 'creators' NOT NULL;
--> statement-breakpoint
ALTER TABLE "chart_entry" DROP CONSTRAINT "chart_entry_run_id_platform_metric_size_class_country_rank_pk";
--> statement-breakpoint
ALTER TABLE "chart_entry" ADD CONSTRAINT "chart_entry_run_id_platform_metric_size_class_country_group_rank_pk" PRIMARY KEY ("run_id","platform","metric","size_class","country","channel_group","rank");
--> statement-breakpoint
-- == end: who and where, content search ==
