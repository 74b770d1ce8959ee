-- Issue 41: creator discovery with a country walks one index in the sort order instead of collecting and sorting every
-- match of the country (a frequent country on TikTok at 1,000,000 channels: 35,000 rows sorted per request). One index
-- per figure the list sorts by most, read forwards (DESC) or backwards (ASC); a keyset cursor is an index condition on
-- (figure, id), so a deep page costs what the first does. The id is in the index for the visibility rule
-- (`id not in (hidden imports)`) and the tie-break.
CREATE INDEX IF NOT EXISTS "channel_platform_country_followers_desc_idx" ON "channel" USING btree ("platform","country","followers" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "channel_platform_country_engagement_desc_idx" ON "channel" USING btree ("platform","country","engagement_rate" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "channel_platform_country_gain_desc_idx" ON "channel" USING btree ("platform","country","followers_30d_gain" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "channel_platform_country_views_desc_idx" ON "channel" USING btree ("platform","country","average_views" DESC NULLS LAST,"id" DESC);
