-- Content search filters by platform and date range as well as by words. A GIN index over the words alone makes
-- PostgreSQL AND a bitmap of every post on the platform in the range (400k entries at 5M posts, ~95 ms) with the
-- word matches; adding platform and month lexemes ('~p:tiktok', '~m:202601': the parser never produces '~' or ':')
-- lets one GIN scan intersect words, platform and months (core/discovery/search-content.ts builds the tsquery).
-- The function is IMMUTABLE because the enum-to-text cast and to_char on a UTC timestamp never change per row.
CREATE OR REPLACE FUNCTION post_facet_vector(post_platform platform, published timestamptz) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN array_to_tsvector(ARRAY['~p:' || post_platform::text, '~m:' || to_char(published AT TIME ZONE 'UTC', 'YYYYMM')]);--> statement-breakpoint
DROP INDEX IF EXISTS "post_search_vector_idx";--> statement-breakpoint
CREATE INDEX "post_search_vector_idx" ON "post" USING gin (("search_vector" || post_facet_vector("platform", "published_at")));
