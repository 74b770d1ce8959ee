import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;

let member: string;
beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
});
afterAll(() => app.close());

describe('artist.getArtistBySlug', () => {
  it('returns the artist with all channels, biggest first', async () => {
    const answer = await app.query(member, 'artist.getArtistBySlug', { slug: 'fixture-artist' });
    expect(answer.status).toBe(200);
    expect(answer.data.artist).toMatchObject({ slug: 'fixture-artist', name: 'Fixture Artist' });
    expect(answer.data.channels.map((c) => c.platform)).toEqual(['instagram', 'youtube', 'twitch']);
    // Each channel says when its figures were observed and where they come from.
    for (const channel of answer.data.channels) {
      expect(channel).toMatchObject({ dataAsOf: Date.parse('2026-01-01T00:00:00Z'), source: 'test-fixture' });
    }
  });

  it('answers 404 with a clear message for an unknown slug', async () => {
    const answer = await app.query(member, 'artist.getArtistBySlug', { slug: 'nobody-here' });
    expect(answer.status).toBe(404);
    expect(answer.error?.message).toContain('nobody-here');
  });

  it('answers 400 for a slug with characters a slug never has', async () => {
    const answer = await app.query(member, 'artist.getArtistBySlug', { slug: '../../etc/passwd' });
    expect(answer.status).toBe(400);
    expect(answer.error?.data.appCode).toBe('VALIDATION');
  });

  it('refuses anonymous callers', async () => {
    expect((await app.query(null, 'artist.getArtistBySlug', { slug: 'fixture-artist' })).status).toBe(401);
  });
});

describe('channel.getChannelsByIds', () => {
  it('returns channels in the order asked, leaving unknown ids out', async () => {
    const artist = await app.query(member, 'artist.getArtistBySlug', { slug: 'fixture-artist' });
    const ids = artist.data.channels.map((c) => c.id).reverse();
    const answer = await app.query(member, 'channel.getChannelsByIds', {
      ids: [...ids, '00000000-0000-4000-8000-000000000000'],
    });
    expect(answer.data.map((c) => c.id)).toEqual(ids);
  });

  it('refuses members of an organisation whose licence expired', async () => {
    const expired = await app.signIn('expired-member@creatorlens.test');
    const answer = await app.query(expired, 'channel.getChannelsByIds', { ids: [] });
    expect(answer.status).toBe(403);
    expect(answer.error?.data.appCode).toBe('LICENSE_EXPIRED');
  });

  it('rejects more than 200 ids and ids that are not UUIDs', async () => {
    const tooMany = Array.from({ length: 201 }, () => '00000000-0000-4000-8000-000000000000');
    expect((await app.query(member, 'channel.getChannelsByIds', { ids: tooMany })).status).toBe(400);
    expect((await app.query(member, 'channel.getChannelsByIds', { ids: ['1 OR 1=1'] })).status).toBe(400);
  });
});
