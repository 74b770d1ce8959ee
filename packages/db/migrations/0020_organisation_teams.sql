-- Issue 40: teams become usable. A team's name is unique in its organisation regardless of case ("Social" and
-- "social" would be indistinguishable in a list's team picker); a person is in a team at most once.
CREATE UNIQUE INDEX "team_org_name_uq" ON "team" USING btree ("organization_id", lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "team_member_team_user_uq" ON "team_member" USING btree ("team_id", "user_id");
--> statement-breakpoint
CREATE INDEX "team_member_user_idx" ON "team_member" USING btree ("user_id");
--> statement-breakpoint
-- The sidebar and list queries filter by team for members who are not admins.
CREATE INDEX "campaign_team_idx" ON "campaign" USING btree ("team_id");
--> statement-breakpoint
CREATE INDEX "watchlist_team_idx" ON "watchlist" USING btree ("team_id");
