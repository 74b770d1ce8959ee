import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { expectRefused } from './support/lists-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** intelligence.replaceAudienceSample: a follower sample from a file, classified into audience quality. */

let app: TestApp;

let admin: string;
let member: string;
let channelId: string;

/** A CSV of `real` ordinary accounts plus `bots` empty, picture-less, mass-following ones. */
function followerCsv(real: number, bots: number, extraRows = ''): string {
  const rows = ['username,full_name,bio,followers,following,posts,has_profile_pic,is_private,external_url'];
  for (let index = 0; index < real; index += 1)
    rows.push(`anna.berg${index},Anna Berg,"Reisen, Kaffee und Bücher",${900 + index * 10},${300 + index},${80 + index},1,0,`);
  for (let index = 0; index < bots; index += 1) rows.push(`user8${index}73${index}21,,,${index % 3},${4000 + index},0,0,0,`);
  return `${rows.join('\n')}\n${extraRows}`;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn('platform-admin@creatorlens.test');
  member = await app.signIn('member@creatorlens.test');
  const artist = await app.query(member, 'artist.getArtistBySlug', {
    slug: 'fixture-artist',
  });
  channelId = artist.data.channels[0]!.id;
});
afterAll(async () => {
  await app?.close();
});

describe('intelligence.replaceAudienceSample', () => {
  it('classifies an uploaded sample into shares and credibility; a second upload replaces the first', async () => {
    const first = await app.mutate(admin, 'intelligence.replaceAudienceSample', {
      channelId,
      // A repeated username and a row without one are skipped.
      text: followerCsv(30, 10, 'anna.berg0,Anna Berg,,1,1,1,1,0,\n,Nameless,,1,1,1,1,0,\n'),
    });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ accounts: 40, skipped: 2 });
    const seen = await app.query(member, 'intelligence.getChannelIntelligence', { channelId });
    const sample = seen.data.audience.sample!;
    expect(sample.sampleSize).toBe(40);
    expect(sample.typeShares!.real! + sample.typeShares!.influencer!).toBeCloseTo(sample.credibility!, 5);
    expect(sample.typeShares!.massFollower! + sample.typeShares!.suspicious!).toBeGreaterThan(0.15);
    expect(sample.credibility!).toBeGreaterThan(0.5);

    const second = await app.mutate(admin, 'intelligence.replaceAudienceSample', {
      channelId,
      text: followerCsv(25, 0),
    });
    expect(second.data.accounts).toBe(25);
    const stored = await app.db().select().from(schema.audienceSampleAccount).where(eq(schema.audienceSampleAccount.channelId, channelId));
    expect(stored).toHaveLength(25);
    expect((await app.query(member, 'intelligence.getChannelIntelligence', { channelId })).data.audience.sample!.sampleSize).toBe(25);
  });

  it('refuses members, visitors, unknown channels and files that are no sample, and changes nothing', async () => {
    expectRefused(
      await app.mutate(member, 'intelligence.replaceAudienceSample', { channelId, text: followerCsv(30, 0) }),
      403,
      'FORBIDDEN',
    );
    expect((await app.mutate(null, 'intelligence.replaceAudienceSample', { channelId, text: followerCsv(30, 0) })).status).toBe(401);
    expectRefused(
      await app.mutate(admin, 'intelligence.replaceAudienceSample', {
        channelId: '00000000-0000-4000-8000-000000000000',
        text: followerCsv(30, 0),
      }),
      404,
      'NOT_FOUND',
    );
    expectRefused(await app.mutate(admin, 'intelligence.replaceAudienceSample', { channelId, text: followerCsv(5, 0) }), 400, 'VALIDATION');
    expectRefused(
      await app.mutate(admin, 'intelligence.replaceAudienceSample', { channelId, text: 'name,city\nAnna,Bern\n' }),
      400,
      'VALIDATION',
    );
    expect((await app.mutate(admin, 'intelligence.replaceAudienceSample', { channelId: 'x', text: 'a' })).status).toBe(400);
    const stored = await app.db().select().from(schema.audienceSampleAccount).where(eq(schema.audienceSampleAccount.channelId, channelId));
    expect(stored).toHaveLength(25);
  });
});
