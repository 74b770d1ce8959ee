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
-- == end: categories ==
-- == section: identity ==
-- == end: identity ==
-- == section: who and where, content search ==
-- == end: who and where, content search ==
