import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { member, organization, user } from '../schema/auth.ts';
import { channel } from '../schema/creators.ts';
import { savedSearch } from '../schema/discovery.ts';
import { campaign, campaignChannel, campaignColumn, channelTag, tag, watchlist, watchlistChannel, type TagColor } from '../schema/lists.ts';

const DAY_MS = 86_400_000;
const DEMO_ORGANIZATION = 'Nordlicht Agency';
const COLUMNS = ['Shortlist', 'Contacted', 'Confirmed', 'Live'];

type ChannelPick = { id: string; platform: string; dataAsOf: Date | null };

/**
 * Demo campaigns, watchlists and tags for Nordlicht Agency, so the sidebar and boards show something on first start:
 * one campaign per display status, two manual watchlists, one dynamic watchlist (on a saved search) and four tags.
 * Uses the most-followed seeded channels; without channels (a bare test database) the lists are created empty.
 * Idempotent: does nothing when the organisation already has campaigns.
 */
export async function seedDemoLists({ db }: { db: Database }, now = new Date()): Promise<{ campaigns: number }> {
  const [org] = await db.select({ id: organization.id }).from(organization).where(eq(organization.name, DEMO_ORGANIZATION));
  if (!org) return { campaigns: 0 };
  const [existing] = await db.select({ id: campaign.id }).from(campaign).where(eq(campaign.organizationId, org.id)).limit(1);
  if (existing) return { campaigns: 0 };
  const people = await db
    .select({ id: user.id, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, org.id), inArray(user.email, ['org-admin@creatorlens.test', 'member@creatorlens.test'])));
  const ownerId = people.find((person) => person.email.startsWith('org-admin'))?.id ?? null;
  const assignees = people.map((person) => person.id);
  // Campaign runs are calendar days (YYYY-MM-DD), counted from today's UTC date.
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

  const pick = (platform: 'instagram' | 'tiktok' | 'youtube' | 'twitch', limit: number) =>
    db
      .select({ id: channel.id, platform: channel.platform, dataAsOf: channel.dataAsOf })
      .from(channel)
      .where(and(eq(channel.platform, platform), isNotNull(channel.followers)))
      .orderBy(desc(channel.followers), desc(channel.id))
      .limit(limit);
  const [instagram, tiktok, youtube, twitch] = await Promise.all([
    pick('instagram', 6),
    pick('tiktok', 6),
    pick('youtube', 6),
    pick('twitch', 6),
  ]);

  await db.transaction(async (tx) => {
    const campaigns = [
      { name: 'Winter Capsule 2027', isDraft: true, startTime: null, endTime: null, channels: [] as ChannelPick[] },
      { name: 'Autumn Collection', isDraft: false, startTime: at(14), endTime: at(60), channels: instagram.slice(0, 3) },
      {
        name: 'Always-on Ambassadors',
        isDraft: false,
        startTime: at(-30),
        endTime: at(30),
        channels: [...tiktok.slice(0, 3), ...youtube.slice(0, 2)],
      },
      { name: 'Spring Giveaway', isDraft: false, startTime: at(-120), endTime: at(-60), channels: twitch.slice(0, 2) },
    ];
    for (const [idx, spec] of campaigns.entries()) {
      const [row] = await tx
        .insert(campaign)
        .values({
          organizationId: org.id,
          ownerId,
          name: spec.name,
          isDraft: spec.isDraft,
          startTime: spec.startTime,
          endTime: spec.endTime,
          idx,
        })
        .returning({ id: campaign.id });
      const columns = await tx
        .insert(campaignColumn)
        .values(COLUMNS.map((name, columnIdx) => ({ campaignId: row!.id, name, idx: columnIdx })))
        .returning({ id: campaignColumn.id });
      if (spec.channels.length === 0) continue;
      await tx.insert(campaignChannel).values(
        spec.channels.map((pick, cardIdx) => ({
          campaignId: row!.id,
          channelId: pick.id,
          // Spread the cards over the first columns so the board shows movement.
          columnId: columns[cardIdx % 3]!.id,
          idx: Math.floor(cardIdx / 3),
          assigneeId: assignees.length > 0 ? assignees[cardIdx % assignees.length]! : null,
          maxBudget: String(1500 + cardIdx * 750) + '.00',
          notes: cardIdx === 0 ? 'Briefing sent; waiting for the media kit.' : '',
          ownerId,
          organizationId: org.id,
        })),
      );
    }

    const [saved] = ownerId
      ? await tx
          .insert(savedSearch)
          .values({
            organizationId: org.id,
            ownerId,
            name: 'TikTok millionaires',
            platform: 'tiktok',
            filters: { followersMin: 1_000_000, sort: 'followers', direction: 'desc' },
          })
          .returning({ id: savedSearch.id })
      : [];
    const watchlists = [
      { name: 'Rising gamers', channels: [...twitch.slice(2, 6), ...youtube.slice(4, 6)] },
      { name: 'Instagram favourites', channels: instagram.slice(3, 6) },
    ];
    for (const [idx, spec] of watchlists.entries()) {
      const [row] = await tx
        .insert(watchlist)
        .values({ organizationId: org.id, ownerId, name: spec.name, type: 'manual', idx })
        .returning({ id: watchlist.id });
      if (spec.channels.length === 0) continue;
      await tx.insert(watchlistChannel).values(
        spec.channels.map((pick) => ({
          watchlistId: row!.id,
          channelId: pick.id,
          ownerId,
          organizationId: org.id,
          // Added a month before the newest data, so "change since added" compares against a real snapshot.
          createdAt: new Date((pick.dataAsOf ?? now).getTime() - 30 * DAY_MS),
        })),
      );
    }
    if (saved) {
      await tx.insert(watchlist).values({
        organizationId: org.id,
        ownerId,
        name: 'TikTok millionaires',
        type: 'dynamic',
        savedSearchId: saved.id,
        idx: watchlists.length,
      });
    }

    const tags: { name: string; color: TagColor; channels: ChannelPick[] }[] = [
      { name: 'VIP', color: 'primary', channels: [...instagram.slice(0, 2), ...tiktok.slice(0, 1)] },
      { name: 'Negotiating', color: 'warning', channels: tiktok.slice(1, 3) },
      { name: 'Gaming', color: 'grass', channels: twitch.slice(0, 3) },
      { name: 'Do not contact', color: 'critical', channels: youtube.slice(5, 6) },
    ];
    for (const [idx, spec] of tags.entries()) {
      const [row] = await tx
        .insert(tag)
        .values({ organizationId: org.id, name: spec.name, color: spec.color, idx })
        .returning({ id: tag.id });
      if (spec.channels.length === 0) continue;
      await tx.insert(channelTag).values(spec.channels.map((pick) => ({ tagId: row!.id, channelId: pick.id, organizationId: org.id })));
    }
  });
  return { campaigns: 4 };
}
