/** Writes a SeedModel into the database: artists, channels, snapshots, posts, brands, coupons (one transaction). */
import type { Database } from '../client.ts';
import { channel } from '../schema/creators.ts';
import { resolveArtists, type ArtistDraft } from './artists.ts';
import { loadGlobalDecisions, writeIdentityMatches } from './identity/store.ts';
import { buildCoupons, type FindOffers } from './coupons.ts';
import { snapshots, summarise, type ChannelSummary } from './finalize.ts';
import type { ChannelDraft, SeedModel } from './model.ts';
import { cleanName } from './text.ts';
import { seedCategoryIds } from './category-ids.ts';
import {
  lookupPostIds,
  writeArtists,
  writeBrands,
  writeChannels,
  writeCoupons,
  writePosts,
  writeSnapshots,
  type ChannelRow,
  type CouponRow,
  type PostRow,
  type SnapshotRow,
} from './write.ts';

/**
 * Writing steps (artists, channels, snapshots, posts, brands, coupons) report after every batch: rows written so far
 * across all writing steps, and the total that will be written.
 */
export interface SeedProgress {
  step: string;
  rows: number;
  totalRows: number;
}
export interface SeedResult {
  artists: number;
  channels: number;
  posts: number;
  snapshots: number;
  brands: number;
  coupons: number;
  rows: number;
  milliseconds: number;
}

const channelKey = (c: { platform: string; platformId: string }) => `${c.platform}:${c.platformId}`;

/** True when the database already holds creator channels (the seed then does nothing). */
export async function hasCreatorData(db: Database): Promise<boolean> {
  return (await db.select({ id: channel.id }).from(channel).limit(1)).length > 0;
}

/**
 * Writes a read (and cleaned) model in one transaction: artists grouped across platforms, channels with their current
 * figures, snapshots, posts, brands and coupons (read from post texts by `findOffers`). `started` is when the whole seed
 * began (reading included).
 */
export async function writeSeedModel(
  db: Database,
  model: SeedModel,
  options: { findOffers: FindOffers; onProgress?: (p: SeedProgress) => void; started?: number },
): Promise<SeedResult> {
  const started = options.started ?? performance.now();
  const progress = options.onProgress ?? (() => {});
  const result: SeedResult = { artists: 0, channels: 0, posts: 0, snapshots: 0, brands: 0, coupons: 0, rows: 0, milliseconds: 0 };

  const summaries = new Map<ChannelDraft, ChannelSummary>(model.channels.map((c) => [c, summarise(c)]));
  const categoryIds = seedCategoryIds(model);
  // A platform admin's merges and splits (kept across re-seeds) win over the resolver's scores.
  const { artists, pairs: identityPairs } = resolveArtists(
    model.channels,
    (c) => summaries.get(c)?.followers ?? -1,
    await loadGlobalDecisions(db),
  );
  const artistOf = new Map<ChannelDraft, ArtistDraft>();
  for (const a of artists) for (const c of a.channels) artistOf.set(c, a);
  const { brands, coupons } = buildCoupons(model.posts.values(), (c) => artistOf.get(c)!, options.findOffers);
  const snapshotDrafts = model.channels.map((c) => [c, snapshots(c)] as const);
  const totalRows =
    artists.length +
    model.channels.length +
    snapshotDrafts.reduce((n, [, s]) => n + s.length, 0) +
    model.posts.size +
    brands.length +
    coupons.length;
  let written = 0;
  const step = (name: string) => (n: number) => {
    written += n;
    progress({ step: name, rows: written, totalRows });
  };

  await db.transaction(async (tx) => {
    const artistIds = await writeArtists(
      tx,
      artists.map((a) => ({ slug: a.slug, name: a.name, country: a.country })),
      step('artists'),
    );
    result.artists = artistIds.size;

    const channelRows: ChannelRow[] = model.channels.map((c) => {
      const s = summaries.get(c)!;
      return {
        artistId: artistIds.get(artistOf.get(c)!.slug)!,
        platform: c.platform,
        platformId: c.platformId,
        name: cleanName(c.name) || c.handle || c.platformId,
        handle: c.handle,
        bio: c.bio,
        country: c.country,
        countrySource: c.countrySource,
        marketCountry: c.marketCountry,
        marketSource: c.marketSource,
        language: c.language,
        categories: [...c.categories],
        categoryIds: categoryIds.get(c) ?? [],
        followers: s.followers,
        following: s.following,
        postsCount: s.postsCount,
        totalViews: s.totalViews,
        averageViews: s.averageViews,
        averageLikes: s.averageLikes,
        averageComments: s.averageComments,
        averageShares: s.averageShares,
        engagementRate: s.engagementRate,
        followers30dGain: s.followers30dGain,
        views30dGain: s.views30dGain,
        // Which source and day reported each kept figure; the stats refresh adds what it computes from posts.
        figureBasis: { ...s.figureBasis },
        extra: c.extra,
        dataAsOf: s.dataAsOf,
        source: s.source,
      };
    });
    const channelIds = await writeChannels(tx, channelRows, step('channels'));
    result.channels = channelIds.size;
    await writeIdentityMatches(tx, identityPairs, (key) => channelIds.get(key));

    const snapshotRows: SnapshotRow[] = snapshotDrafts.flatMap(([c, list]) =>
      list.map((s) => ({
        channelId: channelIds.get(channelKey(c))!,
        day: s.day,
        followers: s.followers,
        following: s.following,
        postsCount: s.postsCount,
        totalViews: s.totalViews,
        totalLikes: s.totalLikes,
        source: s.source,
      })),
    );
    result.snapshots = await writeSnapshots(tx, snapshotRows, step('snapshots'));

    const postRows: PostRow[] = [...model.posts.values()].map((p) => ({
      channelId: channelIds.get(channelKey(p.channel))!,
      platform: p.platform,
      platformPostId: p.platformPostId,
      type: p.type,
      title: p.title,
      caption: p.caption,
      url: p.url,
      hashtags: p.hashtags,
      publishedAt: p.publishedAt,
      likes: p.likes,
      comments: p.comments,
      views: p.views,
      shares: p.shares,
      saves: p.saves,
      source: p.source,
    }));
    const { ids: postIds, inserted } = await writePosts(tx, postRows, step('posts'));
    result.posts = inserted;
    const missing = coupons.map((c) => c.post).filter((p) => !postIds.has(`${p.platform}:${p.platformPostId}`));
    for (const [k, v] of await lookupPostIds(tx, missing)) postIds.set(k, v);

    const brandIds = await writeBrands(tx, brands, step('brands'));
    result.brands = brandIds.size;
    const couponRows: CouponRow[] = coupons.map((c) => ({
      code: c.code,
      discount: c.discount,
      discountPercent: c.discountPercent,
      url: c.url,
      terms: c.terms,
      validFrom: c.validFrom,
      validUntil: c.validUntil,
      brandId: c.brandSlug ? (brandIds.get(c.brandSlug) ?? null) : null,
      artistId: artistIds.get(c.artist.slug) ?? null,
      sourcePostId: postIds.get(`${c.post.platform}:${c.post.platformPostId}`) ?? null,
    }));
    result.coupons = await writeCoupons(tx, couponRows, step('coupons'));
  });

  result.rows = result.artists + result.channels + result.snapshots + result.posts + result.brands + result.coupons;
  result.milliseconds = Math.round(performance.now() - started);
  return result;
}
