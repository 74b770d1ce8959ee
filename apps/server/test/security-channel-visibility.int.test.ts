import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import { procedureInputKeys } from './support/procedure-input-keys.ts';
import { createTestApp, type MutationPath, type QueryPath, type TestApp, type TrpcAnswer } from './support/test-app.ts';
import { fixtureChannelIds, organizationIdByName, signInToKessel, userIdByEmail } from './support/lists-fixtures.ts';

/**
 * One visibility rule for every procedure that takes channel ids: a channel Kessel created by importing an unknown
 * handle is Kessel's alone until a connector confirms it. Nordlicht, naming its id in any procedure, gets the answer a
 * non-existent id gets (so it cannot even learn that Kessel imported the handle) and nothing is stored; list reads
 * leave it out, also when a row of Nordlicht's points at it (data from before the rule, or a concurrent import).
 */

/** What a case may name: the hidden channel and its artist, or rows of Nordlicht's that point at them. */
interface Target {
  channelId: string;
  artistId: string;
  artistSlug: string;
  cardId: string;
  commentId: string;
}

type Caller = 'attacker' | 'platformAdmin' | 'visitor';

interface RefusalCase {
  path: QueryPath | MutationPath;
  kind: 'query' | 'mutation';
  input: (target: Target) => unknown;
  /** What a non-existent id answers; the hidden one must answer the same. */
  expected: { status: number; appCode: string };
  as?: Caller;
  /** Tells apart cases of one procedure in the test names. */
  label?: string;
}

interface ListReadCase {
  path: QueryPath;
  input: () => unknown;
  /** For exports: the file's text is what the person sees. */
  isFile?: boolean;
  as?: Caller;
  label?: string;
}

const HIDDEN_HANDLE = 'zz_hidden_creator_visibility';
const NOT_FOUND = { status: 404, appCode: 'NOT_FOUND' };

let app: TestApp;
let owner: string;
let attacker: string;
let platformAdmin: string;
let nordlichtId: string;
let attackerUserId: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;
let visibleArtistId: string;
let hidden: Target;
let campaignId: string;
let watchlistId: string;
let tagId: string;
let crmFieldId: string;
let legacyCampaignId: string;
let legacyColumnId: string;
let legacyWatchlistId: string;
let legacyTagId: string;

const missing = (): Target => ({
  channelId: randomUUID(),
  artistId: randomUUID(),
  artistSlug: 'zz-nobody-has-this-slug',
  cardId: randomUUID(),
  commentId: randomUUID(),
});

const refusals: RefusalCase[] = [
  {
    path: 'campaign.addChannels',
    kind: 'mutation',
    input: (t) => ({ campaignId, channelIds: [channels.insta, t.channelId] }),
    expected: NOT_FOUND,
  },
  {
    path: 'campaign.removeChannel',
    kind: 'mutation',
    input: (t) => ({ campaignId: legacyCampaignId, channelId: t.channelId }),
    expected: NOT_FOUND,
  },
  {
    path: 'campaign.moveCard',
    kind: 'mutation',
    input: (t) => ({ cardId: t.cardId, columnId: legacyColumnId, index: 0 }),
    expected: NOT_FOUND,
  },
  { path: 'campaign.updateCard', kind: 'mutation', input: (t) => ({ cardId: t.cardId, data: { notes: 'seen' } }), expected: NOT_FOUND },
  {
    path: 'watchlist.addChannels',
    kind: 'mutation',
    input: (t) => ({ watchlistId, channelIds: [channels.insta, t.channelId] }),
    expected: NOT_FOUND,
  },
  {
    path: 'watchlist.removeChannel',
    kind: 'mutation',
    input: (t) => ({ watchlistId: legacyWatchlistId, channelId: t.channelId }),
    expected: NOT_FOUND,
  },
  { path: 'tag.addChannels', kind: 'mutation', input: (t) => ({ tagId, channelIds: [channels.insta, t.channelId] }), expected: NOT_FOUND },
  { path: 'tag.removeChannel', kind: 'mutation', input: (t) => ({ tagId: legacyTagId, channelId: t.channelId }), expected: NOT_FOUND },
  {
    path: 'comment.createComment',
    kind: 'mutation',
    input: (t) => ({ subjectType: 'channel', subjectId: t.channelId, body: 'Who is this?' }),
    expected: NOT_FOUND,
    label: 'on the channel',
  },
  {
    path: 'comment.createComment',
    kind: 'mutation',
    input: (t) => ({ subjectType: 'artist', subjectId: t.artistId, body: 'Who is this?' }),
    expected: NOT_FOUND,
    label: 'on its artist',
  },
  { path: 'comment.updateComment', kind: 'mutation', input: (t) => ({ id: t.commentId, data: { body: 'edited' } }), expected: NOT_FOUND },
  { path: 'comment.deleteComment', kind: 'mutation', input: (t) => ({ id: t.commentId }), expected: NOT_FOUND },
  {
    path: 'crmValue.setCrmValue',
    kind: 'mutation',
    input: (t) => ({ fieldId: crmFieldId, subjectType: 'channel', subjectId: t.channelId, value: 'lead' }),
    expected: NOT_FOUND,
    label: 'on the channel',
  },
  {
    path: 'crmValue.setCrmValue',
    kind: 'mutation',
    input: (t) => ({ fieldId: crmFieldId, subjectType: 'artist', subjectId: t.artistId, value: 'lead' }),
    expected: NOT_FOUND,
    label: 'on its artist',
  },
  {
    path: 'crmValue.listCrmValues',
    kind: 'query',
    input: (t) => ({ subjectType: 'channel', subjectId: t.channelId }),
    expected: NOT_FOUND,
    label: 'of the channel',
  },
  {
    path: 'crmValue.listCrmValues',
    kind: 'query',
    input: (t) => ({ subjectType: 'artist', subjectId: t.artistId }),
    expected: NOT_FOUND,
    label: 'of its artist',
  },
  { path: 'artist.getChannelAnalytics', kind: 'query', input: (t) => ({ channelId: t.channelId }), expected: NOT_FOUND },
  { path: 'artist.getArtistBySlug', kind: 'query', input: (t) => ({ slug: t.artistSlug }), expected: NOT_FOUND },
  { path: 'export.exportArtistReport', kind: 'query', input: (t) => ({ slug: t.artistSlug }), expected: NOT_FOUND },
  { path: 'site.getPublicArtist', kind: 'query', input: (t) => ({ slug: t.artistSlug }), expected: NOT_FOUND, as: 'visitor' },
  { path: 'channel.compareChannels', kind: 'query', input: (t) => ({ ids: [channels.insta, t.channelId] }), expected: NOT_FOUND },
  { path: 'intelligence.getChannelIntelligence', kind: 'query', input: (t) => ({ channelId: t.channelId }), expected: NOT_FOUND },
  { path: 'job.requestChannelRefresh', kind: 'mutation', input: (t) => ({ channelId: t.channelId }), expected: NOT_FOUND },
  { path: 'connector.disconnectCreator', kind: 'mutation', input: (t) => ({ channelId: t.channelId }), expected: NOT_FOUND },
  {
    path: 'identity.correctIdentity',
    kind: 'mutation',
    input: (t) => ({ kind: 'merge', channelId: channels.insta, otherChannelId: t.channelId, scope: 'organization' }),
    expected: NOT_FOUND,
  },
  // Platform admins only: an organisation's member is refused before any channel is looked at.
  {
    path: 'intelligence.replaceAudienceSample',
    kind: 'mutation',
    input: (t) => ({ channelId: t.channelId, text: 'username\nsomeone\n' }),
    expected: { status: 403, appCode: 'FORBIDDEN' },
  },
  // Coupons are public, so even a platform admin cannot hang one on an artist only one organisation sees.
  {
    path: 'coupon.createCoupon',
    kind: 'mutation',
    input: (t) => ({ code: 'HIDDEN10', artistSlug: t.artistSlug }),
    expected: { status: 400, appCode: 'VALIDATION' },
    as: 'platformAdmin',
  },
];

const listReads: ListReadCase[] = [
  { path: 'channel.getChannelsByIds', input: () => ({ ids: [hidden.channelId, channels.insta] }) },
  { path: 'channel.searchChannels', input: () => ({ q: HIDDEN_HANDLE }) },
  { path: 'shell.searchEverything', input: () => ({ q: HIDDEN_HANDLE }) },
  { path: 'discovery.searchCreators', input: () => ({ platform: 'instagram', text: HIDDEN_HANDLE }) },
  { path: 'comment.listComments', input: () => ({}), label: 'all of the organisation' },
  { path: 'comment.listComments', input: () => ({ subjectType: 'channel', subjectId: hidden.channelId }), label: 'on the channel' },
  { path: 'campaign.getCampaign', input: () => ({ id: legacyCampaignId }) },
  { path: 'watchlist.getWatchlist', input: () => ({ id: legacyWatchlistId }) },
  { path: 'tag.getTag', input: () => ({ id: legacyTagId }) },
  { path: 'export.exportCampaign', input: () => ({ id: legacyCampaignId, format: 'csv' }), isFile: true },
  { path: 'export.exportWatchlist', input: () => ({ id: legacyWatchlistId, format: 'csv' }), isFile: true },
  { path: 'home.getOverview', input: () => undefined },
  { path: 'coupon.listCoupons', input: () => ({ artistSlug: hidden.artistSlug }), as: 'visitor' },
];

/** Input fields that name a channel, or a row that points at one. */
const CHANNEL_FIELDS = ['channelId', 'channelIds', 'subjectId', 'cardId', 'artistSlug'];

/** Procedures whose input names channels but which are not the attacker's to call, with the reason. */
const NOT_IN_TABLE: Record<string, string> = {};

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const withoutNames = (message: string | undefined): string | undefined =>
  message?.replace(UUIDS, '<id>').replaceAll(hidden.artistSlug, '<slug>').replaceAll(missing().artistSlug, '<slug>');

const testName = (entry: { path: string; label?: string }): string => (entry.label ? `${entry.path} (${entry.label})` : entry.path);

const cookieFor = (caller: Caller | undefined): string | null =>
  caller === 'visitor' ? null : caller === 'platformAdmin' ? platformAdmin : attacker;

function call(
  path: QueryPath | MutationPath,
  kind: 'query' | 'mutation',
  cookie: string | null,
  input: unknown,
): Promise<TrpcAnswer<unknown>> {
  return kind === 'query' ? app.queryUnchecked(cookie, path as QueryPath, input) : app.mutateUnchecked(cookie, path as MutationPath, input);
}

/** Rows anything in the table could have written for Nordlicht (lists, notes, CRM, jobs, credits) and coupons. */
async function storedRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['campaign_channel', 'watchlist_channel', 'channel_tag', 'comment', 'crm_value', 'job', 'credit_ledger']) {
    const [row] = await selectRows<{ count: number }>(
      app.db(),
      sql`select count(*)::int as count from ${sql.identifier(table)} where organization_id = ${nordlichtId}`,
    );
    counts[table] = Number(row!.count);
  }
  const [comments] = await selectRows<{ body: string }>(
    app.db(),
    sql`select string_agg(body, '|' order by id) as body from comment where organization_id = ${nordlichtId}`,
  );
  const [cards] = await selectRows<{ state: string }>(
    app.db(),
    sql`select string_agg(concat_ws(':', id, column_id, idx, notes), '|' order by id) as state from campaign_channel where organization_id = ${nordlichtId}`,
  );
  const [coupons] = await selectRows<{ count: number }>(app.db(), sql`select count(*)::int as count from coupon`);
  return { ...counts, commentBodies: comments?.body?.length ?? 0, cards: cards?.state?.length ?? 0, coupons: Number(coupons!.count) };
}

async function importAndWait(cookie: string, targetCampaignId: string, csv: string): Promise<string> {
  const started = await app.mutate(cookie, 'import.startImport', {
    target: { kind: 'campaign', id: targetCampaignId },
    fileName: 'prospects.csv',
    csv,
  });
  expect(started.status).toBe(200);
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const answer = await app.query(cookie, 'import.getImport', { jobId: started.data.jobId, limit: 10 });
    if (answer.data.state === 'completed') return answer.data.rows[0]!.channelId!;
    expect(['failed', 'cancelled']).not.toContain(answer.data.state);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import did not finish');
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await signInToKessel(app);
  attacker = await app.signIn('org-admin@creatorlens.test');
  platformAdmin = await app.signIn('platform-admin@creatorlens.test');
  nordlichtId = await organizationIdByName(app, 'Nordlicht Agency');
  attackerUserId = await userIdByEmail(app, 'org-admin@creatorlens.test');
  channels = await fixtureChannelIds(app);
  visibleArtistId = (await app.query(attacker, 'artist.getArtistBySlug', { slug: 'fixture-artist' })).data.artist.id;

  // Kessel imports a handle nobody knows: the channel (and its artist) exist for Kessel only.
  const kesselCampaign = (await app.mutate(owner, 'campaign.createCampaign', { name: 'Prospects' })).data.id;
  const channelId = await importAndWait(owner, kesselCampaign, `platform,handle\ninstagram,${HIDDEN_HANDLE}\n`);
  const [row] = await app
    .db()
    .select({ artistId: schema.artist.id, slug: schema.artist.slug, visibleTo: schema.channel.visibleToOrganizationId })
    .from(schema.channel)
    .innerJoin(schema.artist, eq(schema.artist.id, schema.channel.artistId))
    .where(eq(schema.channel.id, channelId));
  expect(row!.visibleTo).toBe(await organizationIdByName(app, 'Kessel Brands GmbH'));

  campaignId = (await app.mutate(attacker, 'campaign.createCampaign', { name: 'Visibility drops' })).data.id;
  watchlistId = (await app.mutate(attacker, 'watchlist.createWatchlist', { name: 'Visibility watch', type: 'manual' })).data.id;
  tagId = (await app.mutate(attacker, 'tag.createTag', { name: 'Visibility tag', color: 'sky' })).data.id;
  crmFieldId = (await app.mutate(attacker, 'crmField.createCrmField', { name: 'Visibility stage', type: 'text' })).data.id;

  // Rows of Nordlicht's that point at the hidden channel, as the drop paths wrote them before the rule (or as a
  // concurrent import of the same handle attaches it): reads must leave them out and writes must not reach them.
  legacyCampaignId = (await app.mutate(attacker, 'campaign.createCampaign', { name: 'Legacy board' })).data.id;
  legacyColumnId = (await app.query(attacker, 'campaign.getCampaign', { id: legacyCampaignId })).data.columns[0]!.id;
  legacyWatchlistId = (await app.mutate(attacker, 'watchlist.createWatchlist', { name: 'Legacy watch', type: 'manual' })).data.id;
  legacyTagId = (await app.mutate(attacker, 'tag.createTag', { name: 'Legacy tag', color: 'critical' })).data.id;
  const [card] = await app
    .db()
    .insert(schema.campaignChannel)
    .values({ campaignId: legacyCampaignId, channelId, columnId: legacyColumnId, organizationId: nordlichtId, idx: 0 })
    .returning({ id: schema.campaignChannel.id });
  await app.db().insert(schema.watchlistChannel).values({ watchlistId: legacyWatchlistId, channelId, organizationId: nordlichtId });
  await app.db().insert(schema.channelTag).values({ tagId: legacyTagId, channelId, organizationId: nordlichtId });
  const [comment] = await app
    .db()
    .insert(schema.comment)
    .values({ organizationId: nordlichtId, authorId: attackerUserId, subjectType: 'channel', subjectId: channelId, body: 'legacy note' })
    .returning({ id: schema.comment.id });
  hidden = { channelId, artistId: row!.artistId, artistSlug: row!.slug, cardId: card!.id, commentId: comment!.id };
});
afterAll(() => app.close());

describe('a channel hidden from the organisation', () => {
  it('is in the table for every procedure whose input names a channel', () => {
    const covered = new Set([
      ...refusals.map((entry) => entry.path),
      ...listReads.map((entry) => entry.path),
      ...Object.keys(NOT_IN_TABLE),
    ]);
    const namingChannels = procedureInputKeys()
      .filter(({ path, keys }) => CHANNEL_FIELDS.some((field) => keys.has(field)) || (path.startsWith('channel.') && keys.has('ids')))
      .map(({ path }) => path);
    expect(namingChannels.length).toBeGreaterThan(15);
    expect(namingChannels.filter((path) => !covered.has(path))).toEqual([]);
  });

  it.each(refusals.map((entry) => [testName(entry), entry] as const))(
    '%s answers as for an id that does not exist and stores nothing',
    async (_, entry) => {
      const cookie = cookieFor(entry.as);
      const before = await storedRows();
      const refused = await call(entry.path, entry.kind, cookie, entry.input(hidden));
      const unknown = await call(entry.path, entry.kind, cookie, entry.input(missing()));
      expect({ status: unknown.status, appCode: unknown.error?.data.appCode }).toEqual(entry.expected);
      expect({ status: refused.status, appCode: refused.error?.data.appCode }).toEqual(entry.expected);
      // Same words too (up to the id or slug asked for), so the answer does not tell "hidden" from "never existed".
      expect(withoutNames(refused.error?.message)).toBe(withoutNames(unknown.error?.message));
      expect(await storedRows()).toEqual(before);
    },
  );

  it.each(listReads.map((entry) => [testName(entry), entry] as const))('%s leaves it out', async (_, entry) => {
    const answer = await app.queryUnchecked(cookieFor(entry.as), entry.path, entry.input());
    expect(answer.status).toBe(200);
    const shown = entry.isFile
      ? Buffer.from((answer.data as { base64: string }).base64, 'base64').toString('utf8')
      : JSON.stringify(answer.data);
    expect(shown).not.toContain(hidden.channelId);
    expect(shown).not.toContain(HIDDEN_HANDLE);
    expect(shown).not.toContain(hidden.artistSlug);
    expect(shown).not.toContain('legacy note');
  });
});

describe('visible channels still work', () => {
  it('for the other organisation: drops, removals, card moves, notes and CRM values', async () => {
    const drop = { channelIds: [channels.insta, channels.tube, channels.insta] };
    const added = await app.mutate(attacker, 'campaign.addChannels', { campaignId, ...drop });
    expect(added.data).toEqual({ added: [channels.insta, channels.tube], alreadyPresent: [], filteredOut: [] });
    expect((await app.mutate(attacker, 'watchlist.addChannels', { watchlistId, ...drop })).data.added).toEqual([
      channels.insta,
      channels.tube,
    ]);
    expect((await app.mutate(attacker, 'tag.addChannels', { tagId, ...drop })).data.added).toEqual([channels.insta, channels.tube]);

    const board = await app.query(attacker, 'campaign.getCampaign', { id: campaignId });
    const card = board.data.cards.find((entry) => entry.channelId === channels.tube)!;
    expect(
      (await app.mutate(attacker, 'campaign.moveCard', { cardId: card.id, columnId: board.data.columns.at(-1)!.id, index: 0 })).status,
    ).toBe(200);
    expect((await app.mutate(attacker, 'campaign.updateCard', { cardId: card.id, data: { notes: 'call' } })).status).toBe(200);

    for (const subject of [
      { subjectType: 'channel', subjectId: channels.insta },
      { subjectType: 'artist', subjectId: visibleArtistId },
    ] as const) {
      expect((await app.mutate(attacker, 'comment.createComment', { ...subject, body: 'Looks good' })).status).toBe(200);
      expect((await app.mutate(attacker, 'crmValue.setCrmValue', { ...subject, fieldId: crmFieldId, value: 'lead' })).status).toBe(200);
      const values = await app.query(attacker, 'crmValue.listCrmValues', subject);
      expect(values.data.find((value) => value.fieldId === crmFieldId)?.value).toBe('lead');
    }
    const notes = await app.query(attacker, 'comment.listComments', { subjectType: 'channel', subjectId: channels.insta });
    expect(notes.data.items.map((item) => item.body)).toContain('Looks good');

    expect((await app.mutate(attacker, 'campaign.removeChannel', { campaignId, channelId: channels.insta })).status).toBe(200);
    expect((await app.mutate(attacker, 'watchlist.removeChannel', { watchlistId, channelId: channels.insta })).status).toBe(200);
    expect((await app.mutate(attacker, 'tag.removeChannel', { tagId, channelId: channels.insta })).status).toBe(200);
  });

  it('for the importing organisation, the hidden channel is its own: lists, notes and CRM values', async () => {
    const watchlist = (await app.mutate(owner, 'watchlist.createWatchlist', { name: 'Own imports', type: 'manual' })).data.id;
    const tag = (await app.mutate(owner, 'tag.createTag', { name: 'Own imports', color: 'grass' })).data.id;
    const campaign = (await app.mutate(owner, 'campaign.createCampaign', { name: 'Own imports' })).data.id;
    const drop = { channelIds: [hidden.channelId] };
    expect((await app.mutate(owner, 'watchlist.addChannels', { watchlistId: watchlist, ...drop })).data.added).toEqual([hidden.channelId]);
    expect((await app.mutate(owner, 'tag.addChannels', { tagId: tag, ...drop })).data.added).toEqual([hidden.channelId]);
    expect((await app.mutate(owner, 'campaign.addChannels', { campaignId: campaign, ...drop })).data.added).toEqual([hidden.channelId]);
    expect(JSON.stringify((await app.query(owner, 'watchlist.getWatchlist', { id: watchlist })).data)).toContain(HIDDEN_HANDLE);
    expect(JSON.stringify((await app.query(owner, 'campaign.getCampaign', { id: campaign })).data)).toContain(HIDDEN_HANDLE);

    const field = (await app.mutate(owner, 'crmField.createCrmField', { name: 'Stage', type: 'text' })).data.id;
    for (const subject of [
      { subjectType: 'channel', subjectId: hidden.channelId },
      { subjectType: 'artist', subjectId: hidden.artistId },
    ] as const) {
      expect((await app.mutate(owner, 'comment.createComment', { ...subject, body: 'Our find' })).status).toBe(200);
      expect((await app.mutate(owner, 'crmValue.setCrmValue', { ...subject, fieldId: field, value: 'new' })).status).toBe(200);
    }
    const notes = await app.query(owner, 'comment.listComments', { subjectType: 'channel', subjectId: hidden.channelId });
    expect(notes.data.items.map((item) => item.subject.name)).toEqual([HIDDEN_HANDLE]);
    expect((await app.mutate(owner, 'watchlist.removeChannel', { watchlistId: watchlist, channelId: hidden.channelId })).status).toBe(200);
  });
});

describe('an import of a handle another organisation imported first', () => {
  it("reports the row without the other organisation's channel id", async () => {
    const campaign = (await app.mutate(attacker, 'campaign.createCampaign', { name: 'Same handle' })).data.id;
    const channelId = await importAndWait(attacker, campaign, `platform,handle\ninstagram,${HIDDEN_HANDLE}\n`);
    expect(channelId).toBeNull();
    const board = await app.query(attacker, 'campaign.getCampaign', { id: campaign });
    expect(JSON.stringify(board.data)).not.toContain(hidden.channelId);
  });
});
