import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { resolveIdentities } from '@creatorlens/core/identity';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signInWorkspaceActors, expectRefused } from './support/workspace-actors.ts';

let app: TestApp;
let actors: Awaited<ReturnType<typeof signInWorkspaceActors>>;
let platformAdmin: string;

/** One channel under an artist of its own, as the seed leaves a channel nobody grouped yet. */
async function channel(input: {
  slug: string;
  platform: 'instagram' | 'tiktok' | 'youtube' | 'twitch';
  platformId: string;
  handle: string;
  name: string;
  bio?: string;
  followers: number | null;
  language?: string;
  country?: string;
  categoryIds?: string[];
}): Promise<string> {
  const db = app.db();
  const [artist] = await db.insert(schema.artist).values({ slug: input.slug, name: input.name }).returning({ id: schema.artist.id });
  const [row] = await db
    .insert(schema.channel)
    .values({
      artistId: artist!.id,
      platform: input.platform,
      platformId: input.platformId,
      handle: input.handle,
      name: input.name,
      bio: input.bio ?? null,
      followers: input.followers,
      language: input.language ?? 'de',
      country: input.country ?? 'DE',
      categoryIds: input.categoryIds ?? [],
      source: 'identity-test',
      dataAsOf: new Date('2025-06-01T00:00:00Z'),
    })
    .returning({ id: schema.channel.id });
  return row!.id;
}

const artistOf = async (id: string) =>
  (await app.db().select({ artistId: schema.channel.artistId }).from(schema.channel).where(eq(schema.channel.id, id)))[0]!.artistId;
const slugOf = async (id: string) =>
  (
    await app
      .db()
      .select({ slug: schema.artist.slug })
      .from(schema.artist)
      .where(eq(schema.artist.id, await artistOf(id)))
  )[0]!.slug;

const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  actors = await signInWorkspaceActors(app);
  platformAdmin = await app.signIn('platform-admin@creatorlens.test');
  // Lena Kocht: the same username with and without a dot, and a TikTok bio that links to the Instagram profile.
  ids.lenaInstagram = await channel({
    slug: 'lena-kocht-ig',
    platform: 'instagram',
    platformId: 'lenakocht',
    handle: 'lenakocht',
    name: 'Lena Kocht',
    followers: 210_000,
    categoryIds: ['food-cooking'],
  });
  ids.lenaTiktok = await channel({
    slug: 'lena-kocht-tt',
    platform: 'tiktok',
    platformId: 'lena.kocht',
    handle: 'lena.kocht',
    name: 'Lena 🍝',
    bio: 'Schnelle Rezepte für jeden Tag ➡️ mehr auf instagram.com/lenakocht',
    followers: 880_000,
    categoryIds: ['food-cooking'],
  });
  ids.lenaYoutube = await channel({
    slug: 'lena-kocht-yt',
    platform: 'youtube',
    platformId: 'UClenakochtfixture0000001',
    handle: 'LenaKocht',
    name: 'Lena Kocht',
    followers: 31_000,
    categoryIds: ['food-cooking'],
  });
  // A food streamer without a follower count: a follower filter must say "does not match", never fail on unknown.
  ids.unknownFollowers = await channel({
    slug: 'kochwelt-live-tw',
    platform: 'twitch',
    platformId: 'kochweltlive',
    handle: 'kochweltlive',
    name: 'Kochwelt Live',
    followers: null,
    categoryIds: ['food-cooking'],
  });
  // Two different people called Max Müller: only the name is shared, so they stay apart (a suggestion at most).
  ids.maxInstagram = await channel({
    slug: 'max-mueller-foto',
    platform: 'instagram',
    platformId: 'max.fotografiert',
    handle: 'max.fotografiert',
    name: 'Max Müller',
    followers: 120_000,
    categoryIds: ['photography'],
  });
  ids.maxTiktok = await channel({
    slug: 'max-mueller-fit',
    platform: 'tiktok',
    platformId: 'maxmachtsport',
    handle: 'maxmachtsport',
    name: 'Max Müller',
    followers: 400_000,
    categoryIds: ['fitness'],
    country: 'AT',
  });
  await resolveIdentities({ db: app.db() });
});
afterAll(() => app.close());

describe('identity resolution', () => {
  it('groups Lena Kocht across Instagram, TikTok and YouTube, with the evidence in German and English', async () => {
    const artist = await artistOf(ids.lenaInstagram!);
    expect(await artistOf(ids.lenaTiktok!)).toBe(artist);
    expect(await artistOf(ids.lenaYoutube!)).toBe(artist);
    const answer = await app.query(actors.orgAdmin, 'identity.getArtistIdentity', { slug: await slugOf(ids.lenaInstagram!) });
    expect(answer.status).toBe(200);
    expect(answer.data.channels.map((c) => c.platform).sort()).toEqual(['instagram', 'tiktok', 'youtube']);
    const igTiktok = answer.data.matches.find(
      (m) => [m.channelAId, m.channelBId].sort().join() === [ids.lenaInstagram, ids.lenaTiktok].sort().join(),
    )!;
    expect(igTiktok.decision).toBe('auto-merge');
    expect(igTiktok.confidence).toBeGreaterThanOrEqual(0.8);
    expect(igTiktok.evidence.map((e) => e.kind)).toEqual(expect.arrayContaining(['profile-link', 'handle-equal']));
    const link = igTiktok.evidence.find((e) => e.kind === 'profile-link')!;
    expect(link.de).toContain('verlinkt Instagram @lenakocht');
    expect(link.en).toContain('links to Instagram @lenakocht');
    expect(answer.data.canCorrect).toBe(true);
  });

  it('keeps the two Max Müllers apart and offers them as a suggestion only', async () => {
    expect(await artistOf(ids.maxInstagram!)).not.toBe(await artistOf(ids.maxTiktok!));
    const answer = await app.query(actors.member, 'identity.getArtistIdentity', { slug: await slugOf(ids.maxInstagram!) });
    expect(answer.data.channels.map((c) => c.id)).toEqual([ids.maxInstagram]);
    const suggestion = answer.data.suggestions.find((s) => s.channel.id === ids.maxTiktok)!;
    expect(suggestion.pair.decision).toBe('suggestion');
    expect(suggestion.pair.evidence.map((e) => e.kind)).toContain('name-equal');
    expect(answer.data.canCorrect).toBe(false);
  });
});

describe('discovery.searchPeople', () => {
  const foodDe = {
    language: 'de',
    categoryIds: ['food-cooking' as const],
    minFollowers: 50_000,
    maxFollowers: 1_000_000,
    page: 1,
    pageSize: 25,
  };

  it('finds German-speaking food creators with 50k–1M followers on any platform, flagging the matching channels', async () => {
    const answer = await app.query(actors.member, 'discovery.searchPeople', { ...foodDe, platforms: [], match: 'any' });
    expect(answer.status).toBe(200);
    const lena = answer.data.people.find((p) => p.channels.some((c) => c.id === ids.lenaInstagram))!;
    expect(lena).toBeDefined();
    const matching = Object.fromEntries(lena.channels.map((c) => [c.platform, c.matches]));
    expect(matching).toMatchObject({ instagram: true, tiktok: true, youtube: false });
    // An unknown follower count reads as "does not match" (it was SQL NULL and failed the answer's schema with a 500).
    const unknown = await app.query(actors.member, 'discovery.searchPeople', { ...foodDe, platforms: ['twitch'], match: 'any' });
    expect(unknown.status).toBe(200);
    expect(unknown.data.people.some((p) => p.channels.some((c) => c.id === ids.unknownFollowers))).toBe(false);
    expect(answer.data.total).toBeGreaterThanOrEqual(1);
  });

  it('with "all", needs every chosen platform to match', async () => {
    const both = await app.query(actors.member, 'discovery.searchPeople', { ...foodDe, platforms: ['instagram', 'tiktok'], match: 'all' });
    expect(both.data.people.some((p) => p.channels.some((c) => c.id === ids.lenaInstagram))).toBe(true);
    const withYoutube = await app.query(actors.member, 'discovery.searchPeople', {
      ...foodDe,
      platforms: ['instagram', 'tiktok', 'youtube'],
      match: 'all',
    });
    expect(withYoutube.data.people.some((p) => p.channels.some((c) => c.id === ids.lenaInstagram))).toBe(false);
  });

  it('rejects a follower range upside down and refuses an expired licence', async () => {
    expectRefused(await app.query(actors.member, 'discovery.searchPeople', { minFollowers: 10, maxFollowers: 5 }), 400, 'VALIDATION');
    expectRefused(await app.query(actors.expiredMember, 'discovery.searchPeople', {}), 403, 'LICENSE_EXPIRED');
  });
});

describe('corrections', () => {
  it('refuses members, guests and organisation admins acting globally (FORBIDDEN), and the same channel twice', async () => {
    const merge = { kind: 'merge' as const, channelId: ids.maxInstagram!, otherChannelId: ids.maxTiktok!, scope: 'organization' as const };
    expectRefused(await app.mutate(actors.member, 'identity.correctIdentity', merge), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(actors.guest, 'identity.correctIdentity', merge), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(actors.orgAdmin, 'identity.correctIdentity', { ...merge, scope: 'global' }), 403, 'FORBIDDEN');
    expectRefused(
      await app.mutate(actors.orgAdmin, 'identity.correctIdentity', { ...merge, otherChannelId: ids.maxInstagram! }),
      400,
      'VALIDATION',
    );
    expectRefused(await app.query(actors.orgAdmin, 'identity.listGlobalDecisions', { limit: 10 }), 403, 'FORBIDDEN');
  });

  it("applies an organisation's merge for that organisation only, and can take it back", async () => {
    const answer = await app.mutate(actors.orgAdmin, 'identity.correctIdentity', {
      kind: 'merge',
      channelId: ids.maxTiktok!,
      otherChannelId: ids.maxInstagram!,
      scope: 'organization',
    });
    expect(answer.status).toBe(200);
    // The shared grouping does not change.
    expect(await artistOf(ids.maxInstagram!)).not.toBe(await artistOf(ids.maxTiktok!));
    const slug = await slugOf(ids.maxTiktok!);
    const nordlicht = await app.query(actors.member, 'identity.getArtistIdentity', { slug });
    expect(nordlicht.data.channels.map((c) => c.id).sort()).toEqual([ids.maxInstagram, ids.maxTiktok].sort());
    const kessel = await app.query(actors.kesselOwner, 'identity.getArtistIdentity', { slug });
    expect(kessel.data.channels.map((c) => c.id)).toEqual([ids.maxTiktok]);
    // The artist page reads the same corrected grouping.
    const page = await app.query(actors.member, 'artist.getArtistBySlug', { slug });
    expect(page.data.channels.map((c) => c.id).sort()).toEqual([ids.maxInstagram, ids.maxTiktok].sort());
    expect((await app.query(actors.kesselOwner, 'artist.getArtistBySlug', { slug })).data.channels.map((c) => c.id)).toEqual([
      ids.maxTiktok,
    ]);
    // People discovery: one person for Nordlicht, two for Kessel.
    const search = { platforms: [], match: 'any' as const, minFollowers: 100_000, maxFollowers: 500_000, page: 1, pageSize: 50 };
    const people = async (cookie: string) =>
      (await app.query(cookie, 'discovery.searchPeople', search)).data.people.filter((p) =>
        p.channels.some((c) => [ids.maxInstagram, ids.maxTiktok].includes(c.id)),
      );
    expect((await people(actors.member)).length).toBe(1);
    expect((await people(actors.kesselOwner)).length).toBe(2);

    expectRefused(await app.mutate(actors.kesselOwner, 'identity.deleteIdentityOverride', { id: answer.data.id }), 404, 'NOT_FOUND');
    expect((await app.mutate(actors.orgAdmin, 'identity.deleteIdentityOverride', { id: answer.data.id })).status).toBe(200);
    expect((await people(actors.member)).length).toBe(2);
  });

  it("applies an organisation's split only there: the split-off channel stands alone", async () => {
    const slug = await slugOf(ids.lenaInstagram!);
    const answer = await app.mutate(actors.orgAdmin, 'identity.correctIdentity', {
      kind: 'split',
      channelId: ids.lenaYoutube!,
      otherChannelId: ids.lenaInstagram!,
      scope: 'organization',
    });
    expect(answer.status).toBe(200);
    const nordlicht = await app.query(actors.orgAdmin, 'identity.getArtistIdentity', { slug });
    expect(nordlicht.data.channels.map((c) => c.platform).sort()).toEqual(['instagram', 'tiktok']);
    expect(nordlicht.data.splitOff.map((c) => c.id)).toEqual([ids.lenaYoutube]);
    const otherOrg = await app.query(actors.kesselOwner, 'identity.getArtistIdentity', { slug });
    // Kessel's licence reads Instagram and TikTok only; the YouTube channel is not split for it, just not readable.
    expect(otherOrg.data.splitOff).toEqual([]);
  });

  it('makes a global split part of the shared grouping, and a re-run of the resolver keeps it', async () => {
    const answer = await app.mutate(platformAdmin, 'identity.correctIdentity', {
      kind: 'split',
      channelId: ids.lenaTiktok!,
      otherChannelId: ids.lenaInstagram!,
      scope: 'global',
    });
    expect(answer.status).toBe(200);
    expect(answer.data.moved).toBe(true);
    expect(await artistOf(ids.lenaTiktok!)).not.toBe(await artistOf(ids.lenaInstagram!));
    // Without the decision the profile link (0.95) would group them again.
    await resolveIdentities({ db: app.db() });
    expect(await artistOf(ids.lenaTiktok!)).not.toBe(await artistOf(ids.lenaInstagram!));
    expect(await artistOf(ids.lenaYoutube!)).toBe(await artistOf(ids.lenaInstagram!));
    const decisions = await app.query(platformAdmin, 'identity.listGlobalDecisions', { limit: 10 });
    expect(decisions.data.map((d) => d.kind)).toEqual(['split']);
  });

  it('makes a global merge survive a re-run too', async () => {
    expect(
      (
        await app.mutate(platformAdmin, 'identity.correctIdentity', {
          kind: 'merge',
          channelId: ids.lenaInstagram!,
          otherChannelId: ids.lenaTiktok!,
          scope: 'global',
        })
      ).status,
    ).toBe(200);
    await resolveIdentities({ db: app.db() });
    const artists = await app
      .db()
      .select({ artistId: schema.channel.artistId })
      .from(schema.channel)
      .where(inArray(schema.channel.id, [ids.lenaInstagram!, ids.lenaTiktok!, ids.lenaYoutube!]));
    expect(new Set(artists.map((a) => a.artistId)).size).toBe(1);
  });
});
