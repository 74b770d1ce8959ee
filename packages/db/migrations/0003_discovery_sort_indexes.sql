CREATE INDEX "channel_platform_followers_desc_idx" ON "channel" USING btree ("platform","followers" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "channel_platform_engagement_desc_idx" ON "channel" USING btree ("platform","engagement_rate" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "channel_platform_gain_desc_idx" ON "channel" USING btree ("platform","followers_30d_gain" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "channel_platform_growth_desc_idx" ON "channel" USING btree ("platform","followers_30d_growth" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "channel_platform_views_desc_idx" ON "channel" USING btree ("platform","average_views" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "channel_platform_likes_desc_idx" ON "channel" USING btree ("platform","average_likes" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "channel_platform_posts_week_desc_idx" ON "channel" USING btree ("platform","posts_per_week" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "channel_platform_growth_asc_idx" ON "channel" USING btree ("platform","followers_30d_growth","id");--> statement-breakpoint
CREATE INDEX "channel_platform_likes_asc_idx" ON "channel" USING btree ("platform","average_likes","id");--> statement-breakpoint
CREATE INDEX "channel_platform_posts_week_asc_idx" ON "channel" USING btree ("platform","posts_per_week","id");