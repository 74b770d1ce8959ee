import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';
import { expectRefused, fixtureChannelIds, signInToKessel, userIdByEmail } from './support/lists-fixtures.ts';

let app: TestApp;
let member: string;
let orgAdmin: string;
let kessel: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;

const list = (cookie: string) => app.query(cookie, 'campaign.listCampaigns');
const create = (cookie: string, input: ProcedureInput<'campaign.createCampaign'>) => app.mutate(cookie, 'campaign.createCampaign', input);
const board = (cookie: string, id: string) => app.query(cookie, 'campaign.getCampaign', { id });
const drop = (cookie: string, campaignId: string, channelIds: string[]) =>
  app.mutate(cookie, 'campaign.addChannels', { campaignId, channelIds });

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  kessel = await signInToKessel(app);
  channels = await fixtureChannelIds(app);
});
afterAll(() => app.close());

describe('campaign lists', () => {
  it('lists the seeded demo campaigns of the organisation in order', async () => {
    const answer = await list(member);
    expect(answer.status).toBe(200);
    expect(answer.data.map((campaign) => campaign.name)).toEqual([
      'Winter Capsule 2027',
      'Autumn Collection',
      'Always-on Ambassadors',
      'Spring Giveaway',
    ]);
    expect((await list(kessel)).data).toEqual([]);
  });

  it('creates a draft at the end with default columns, trims the name and keeps times ordered', async () => {
    const created = await create(member, { name: '  Launch  ' });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ name: 'Launch', isDraft: true, usage: 0, startTime: null });
    const names = (await list(member)).data.map((campaign) => campaign.name);
    expect(names.at(-1)).toBe('Launch');
    expect((await board(member, created.data.id)).data.columns.map((column) => column.name)).toEqual([
      'Shortlist',
      'Contacted',
      'Confirmed',
      'Live',
    ]);

    const custom = await create(member, {
      name: 'Custom',
      columns: ['Eins', 'Zwei'],
      isDraft: false,
      startTime: '2027-03-15',
      endTime: '2027-05-31',
    });
    expect(custom.data).toMatchObject({ isDraft: false, startTime: '2027-03-15', endTime: '2027-05-31' });
    expect((await board(member, custom.data.id)).data.columns.map((column) => column.name)).toEqual(['Eins', 'Zwei']);
  });

  it.each([
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(81) }, 'name'],
    [{ name: 'Backwards', startTime: '2027-03-15', endTime: '2027-03-14' }, 'endTime'],
    [{ name: 'Not a day', startTime: '2027-02-30' }, 'startTime'],
    // An old client sending epoch milliseconds gets a 400, not a silently shifted day.
    [{ name: 'An instant', startTime: 1_800_000_000_000 as unknown as string }, 'startTime'],
    [{ name: 'A timestamp', endTime: '2027-05-31T22:00:00Z' }, 'endTime'],
    [{ name: 'Columns', columns: [' '] }, 'columns'],
    [{ name: 'Extra', colour: 'red' }, 'colour'],
  ])('refuses %j with 400 naming %s', async (input, field) => {
    const answer = await create(member, input);
    expectRefused(answer, 400, 'VALIDATION');
    expect(answer.error?.message).toContain(field);
  });

  it('updates name, times and draft flag, and refuses a blank rename or an end before the start', async () => {
    const { data: campaign } = await create(member, { name: 'To update' });
    const updated = await app.mutate(member, 'campaign.updateCampaign', {
      id: campaign.id,
      data: { name: ' Renamed ', isDraft: false, startTime: '2027-03-15', endTime: '2027-03-15' },
    });
    // A one-day run: first and last day are the same day.
    expect(updated.data).toMatchObject({ name: 'Renamed', isDraft: false, startTime: '2027-03-15', endTime: '2027-03-15' });
    expectRefused(await app.mutate(member, 'campaign.updateCampaign', { id: campaign.id, data: { name: '  ' } }), 400, 'VALIDATION');
    const backwards = await app.mutate(member, 'campaign.updateCampaign', { id: campaign.id, data: { endTime: '2027-03-14' } });
    expectRefused(backwards, 400, 'VALIDATION');
    expect(backwards.error?.message).toContain('endTime');
    const cleared = await app.mutate(member, 'campaign.updateCampaign', { id: campaign.id, data: { endTime: null } });
    expect(cleared.data.endTime).toBeNull();
  });

  it('reorders by dropping on the top and the bottom edge', async () => {
    const before = (await list(orgAdmin)).data.map((campaign) => campaign.id);
    const [first, second, third] = before as [string, string, string];
    const top = await app.mutate(orgAdmin, 'campaign.reorderCampaign', { id: third, targetId: first, edge: 'top' });
    expect(top.data.order.slice(0, 3)).toEqual([third, first, second]);
    const bottom = await app.mutate(orgAdmin, 'campaign.reorderCampaign', { id: third, targetId: second, edge: 'bottom' });
    expect(bottom.status).toBe(200);
    const after = (await list(member)).data;
    expect(after.slice(0, 3).map((campaign) => campaign.id)).toEqual([first, second, third]);
    expect(after.map((campaign) => campaign.idx)).toEqual(after.map((_, index) => index));
    expectRefused(await app.mutate(orgAdmin, 'campaign.reorderCampaign', { id: first, targetId: first, edge: 'top' }), 400, 'VALIDATION');
  });
});

describe('dropping channels on a campaign', () => {
  it('adds new channels, reports those already present and filters platforms the licence cannot read', async () => {
    const { data: campaign } = await create(member, { name: 'Drops' });
    const first = await drop(member, campaign.id, [channels.insta, channels.tube, channels.snap]);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ added: [channels.insta, channels.tube], alreadyPresent: [], filteredOut: [channels.snap] });

    const second = await drop(member, campaign.id, [channels.tube, channels.live, channels.live]);
    expect(second.data).toEqual({ added: [channels.live], alreadyPresent: [channels.tube], filteredOut: [] });

    const onlyFiltered = await drop(member, campaign.id, [channels.snap]);
    expect(onlyFiltered.data).toEqual({ added: [], alreadyPresent: [], filteredOut: [channels.snap] });

    const { data } = await board(member, campaign.id);
    expect(data.campaign.usage).toBe(3);
    const firstColumn = data.columns[0]!.id;
    expect(data.cards.map((card) => [card.channelId, card.columnId, card.idx])).toEqual([
      [channels.insta, firstColumn, 0],
      [channels.tube, firstColumn, 1],
      [channels.live, firstColumn, 2],
    ]);
    expect(data.cards[0]!.channel).toMatchObject({ platform: 'instagram', handle: 'fixture.insta', followers: 120_000 });
  });

  it('filters platforms by the licence of the organisation (Starter reads Instagram and TikTok only)', async () => {
    const { data: campaign } = await create(kessel, { name: 'Kessel drop' });
    const answer = await drop(kessel, campaign.id, [channels.insta, channels.tube, channels.live]);
    expect(answer.data).toEqual({ added: [channels.insta], alreadyPresent: [], filteredOut: [channels.tube, channels.live] });
  });

  it('never duplicates a channel when two people drop the same channels at once', async () => {
    const { data: campaign } = await create(member, { name: 'Race' });
    const ids = [channels.insta, channels.tube, channels.live];
    const [one, two] = await Promise.all([drop(member, campaign.id, ids), drop(orgAdmin, campaign.id, [...ids].reverse())]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect([...one.data.added, ...two.data.added].sort()).toEqual([...ids].sort());
    expect([...one.data.alreadyPresent, ...two.data.alreadyPresent].sort()).toEqual([...ids].sort());
    const cards = (await board(member, campaign.id)).data.cards;
    expect(cards.map((card) => card.channelId).sort()).toEqual([...ids].sort());
  });

  it('answers 404 for unknown channels and 400 for more than 500 ids or none', async () => {
    const { data: campaign } = await create(member, { name: 'Bad drops' });
    expectRefused(await drop(member, campaign.id, ['00000000-0000-4000-8000-000000000000']), 404, 'NOT_FOUND');
    const tooMany = Array.from({ length: 501 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    expectRefused(await drop(member, campaign.id, tooMany), 400, 'VALIDATION');
    expectRefused(await drop(member, campaign.id, []), 400, 'VALIDATION');
    expect((await board(member, campaign.id)).data.cards).toEqual([]);
  });

  it('removes a channel from the board', async () => {
    const { data: campaign } = await create(member, { name: 'Removal' });
    await drop(member, campaign.id, [channels.insta]);
    const removed = await app.mutate(member, 'campaign.removeChannel', { campaignId: campaign.id, channelId: channels.insta });
    expect(removed.status).toBe(200);
    expect((await board(member, campaign.id)).data.cards).toEqual([]);
    expectRefused(
      await app.mutate(member, 'campaign.removeChannel', { campaignId: campaign.id, channelId: channels.insta }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('the board', () => {
  it('moves cards between columns and within a column, renumbering positions', async () => {
    const { data: campaign } = await create(member, { name: 'Board moves' });
    await drop(member, campaign.id, [channels.insta, channels.tube, channels.live]);
    const { data } = await board(member, campaign.id);
    const [shortlist, contacted] = data.columns;
    const [insta, tube, live] = data.cards;

    expect((await app.mutate(member, 'campaign.moveCard', { cardId: tube!.id, columnId: contacted!.id, index: 0 })).status).toBe(200);
    expect((await app.mutate(member, 'campaign.moveCard', { cardId: live!.id, columnId: contacted!.id, index: 0 })).status).toBe(200);
    // Within one column: move the first card to the end (index past the end clamps).
    expect((await app.mutate(member, 'campaign.moveCard', { cardId: live!.id, columnId: contacted!.id, index: 99 })).status).toBe(200);
    const after = (await board(member, campaign.id)).data.cards;
    const inColumn = (columnId: string) =>
      after
        .filter((card) => card.columnId === columnId)
        .sort((a, b) => a.idx - b.idx)
        .map((card) => [card.id, card.idx]);
    expect(inColumn(shortlist!.id)).toEqual([[insta!.id, 0]]);
    expect(inColumn(contacted!.id)).toEqual([
      [tube!.id, 0],
      [live!.id, 1],
    ]);

    const { data: other } = await create(member, { name: 'Other board' });
    const otherColumn = (await board(member, other.id)).data.columns[0]!.id;
    const crossing = await app.mutate(member, 'campaign.moveCard', { cardId: insta!.id, columnId: otherColumn, index: 0 });
    expectRefused(crossing, 400, 'VALIDATION');
    expectRefused(
      await app.mutate(member, 'campaign.moveCard', { cardId: insta!.id, columnId: contacted!.id, index: -1 }),
      400,
      'VALIDATION',
    );
  });

  it('sets assignee (members only), budget (decimal) and notes on a card', async () => {
    const { data: campaign } = await create(member, { name: 'Card details' });
    await drop(member, campaign.id, [channels.insta]);
    const card = (await board(member, campaign.id)).data.cards[0]!;
    const adminId = await userIdByEmail(app, 'org-admin@creatorlens.test');
    const updated = await app.mutate(member, 'campaign.updateCard', {
      cardId: card.id,
      data: { assigneeId: adminId, maxBudget: '1500.50', notes: 'Rates agreed' },
    });
    expect(updated.data).toMatchObject({ assigneeId: adminId, maxBudget: '1500.50', notes: 'Rates agreed' });
    expect((await board(member, campaign.id)).data.members.map((person) => person.id)).toContain(adminId);

    const outsider = await userIdByEmail(app, 'expired-admin@creatorlens.test');
    const refused = await app.mutate(member, 'campaign.updateCard', { cardId: card.id, data: { assigneeId: outsider } });
    expectRefused(refused, 400, 'VALIDATION');
    expect(refused.error?.message).toContain('assignee');
    for (const maxBudget of ['12.345', '-5', '1e5', 'abc', '12345678901']) {
      expectRefused(await app.mutate(member, 'campaign.updateCard', { cardId: card.id, data: { maxBudget } }), 400, 'VALIDATION');
    }
    const cleared = await app.mutate(member, 'campaign.updateCard', { cardId: card.id, data: { assigneeId: null, maxBudget: null } });
    expect(cleared.data).toMatchObject({ assigneeId: null, maxBudget: null, notes: 'Rates agreed' });
  });

  it('creates, renames, moves and deletes columns; cards of a deleted column move to the first one', async () => {
    const { data: campaign } = await create(member, { name: 'Columns', columns: ['A', 'B'] });
    await drop(member, campaign.id, [channels.insta]);
    const created = await app.mutate(member, 'campaign.createColumn', { campaignId: campaign.id, name: ' C ' });
    expect(created.data).toMatchObject({ name: 'C', idx: 2 });
    expect((await app.mutate(member, 'campaign.updateColumn', { id: created.data.id, data: { name: 'Cee' } })).data.name).toBe('Cee');
    const moved = await app.mutate(member, 'campaign.moveColumn', { id: created.data.id, index: 0 });
    expect(moved.data.map((column) => [column.name, column.idx])).toEqual([
      ['Cee', 0],
      ['A', 1],
      ['B', 2],
    ]);
    const columnA = moved.data[1]!;
    const deleted = await app.mutate(member, 'campaign.deleteColumn', { id: columnA.id });
    expect(deleted.data.movedCards).toBe(1);
    const after = (await board(member, campaign.id)).data;
    expect(after.columns.map((column) => column.name)).toEqual(['Cee', 'B']);
    expect(after.cards[0]!.columnId).toBe(created.data.id);
    expect((await app.query(member, 'campaign.listColumns', { campaignId: campaign.id })).data).toHaveLength(2);

    await app.mutate(member, 'campaign.deleteColumn', { id: after.columns[1]!.id });
    expectRefused(await app.mutate(member, 'campaign.deleteColumn', { id: created.data.id }), 409, 'CONFLICT');
  });

  it('exports the board as CSV with escaping and a formula-injection guard', async () => {
    const { data: campaign } = await create(member, { name: 'Export: Q3 "best"' });
    await drop(member, campaign.id, [channels.insta, channels.tube]);
    const [card] = (await board(member, campaign.id)).data.cards;
    await app.mutate(member, 'campaign.updateCard', {
      cardId: card!.id,
      data: { notes: '=HYPERLINK("http://x","click"), sure', maxBudget: '99.90' },
    });
    // The one export path (export.exportCampaign) in CSV: a byte-order mark for spreadsheet programs, then the rows.
    const answer = await app.query(member, 'export.exportCampaign', {
      id: campaign.id,
      format: 'csv',
    });
    expect(answer.data.fileName).toBe('export-q3-best.csv');
    const csv = Buffer.from(answer.data.base64, 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^Column,Position,Channel,Handle,Platform,Followers,Engagement rate,Assignee,Max budget,Notes,Added,Bot risk,Data as of,/,
    );
    expect(lines[1]).toContain(
      `Shortlist,1,Fixture Artist,fixture.insta,instagram,120000,,,99.9,"'=HYPERLINK(""http://x"",""click""), sure",`,
    );
    expect(lines[2]).toMatch(/^Shortlist,2,Fixture Artist,FixtureTube,youtube,80000,,,,,\d{4}-/);
  });

  it('deletes a campaign with its board', async () => {
    const { data: campaign } = await create(member, { name: 'Doomed' });
    await drop(member, campaign.id, [channels.insta]);
    expect((await app.mutate(member, 'campaign.deleteCampaign', { id: campaign.id })).status).toBe(200);
    expectRefused(await board(member, campaign.id), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(member, 'campaign.deleteCampaign', { id: campaign.id }), 404, 'NOT_FOUND');
  });
});

describe('campaign permissions', () => {
  it('lets guests read but not change anything', async () => {
    const guest = await app.signInAsGuest();
    const campaigns = await list(guest);
    expect(campaigns.status).toBe(200);
    const target = campaigns.data[0]!;
    expect((await board(guest, target.id)).status).toBe(200);
    expectRefused(await create(guest, { name: 'Guest' }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(guest, 'campaign.updateCampaign', { id: target.id, data: { name: 'Guest' } }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(guest, 'campaign.deleteCampaign', { id: target.id }), 403, 'FORBIDDEN');
    expectRefused(await drop(guest, target.id, [channels.insta]), 403, 'FORBIDDEN');
    expectRefused(
      await app.mutate(guest, 'campaign.reorderCampaign', { id: target.id, targetId: campaigns.data[1]!.id, edge: 'top' }),
      403,
      'FORBIDDEN',
    );
    expectRefused(await app.mutate(guest, 'campaign.createColumn', { campaignId: target.id, name: 'X' }), 403, 'FORBIDDEN');
  });

  it('refuses changes under an expired licence but keeps the list readable', async () => {
    const expired = await app.signIn('expired-member@creatorlens.test');
    expect((await list(expired)).status).toBe(200);
    expectRefused(await create(expired, { name: 'Late' }), 403, 'LICENSE_EXPIRED');
  });

  it('keeps campaigns inside their organisation', async () => {
    const { data: campaign } = await create(member, { name: 'Nordlicht only' });
    await drop(member, campaign.id, [channels.insta]);
    const card = (await board(member, campaign.id)).data.cards[0]!;
    expectRefused(await board(kessel, campaign.id), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(kessel, 'campaign.updateCampaign', { id: campaign.id, data: { name: 'Mine' } }), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(kessel, 'campaign.deleteCampaign', { id: campaign.id }), 404, 'NOT_FOUND');
    expectRefused(await drop(kessel, campaign.id, [channels.insta]), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(kessel, 'campaign.moveCard', { cardId: card.id, columnId: card.columnId!, index: 0 }), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(kessel, 'campaign.updateCard', { cardId: card.id, data: { notes: 'x' } }), 404, 'NOT_FOUND');
    expectRefused(await app.query(kessel, 'export.exportCampaign', { id: campaign.id, format: 'csv' }), 404, 'NOT_FOUND');
    const kesselCampaigns = (await list(kessel)).data;
    expect(kesselCampaigns.map((item) => item.id)).not.toContain(campaign.id);
    const own = kesselCampaigns[0]!;
    expectRefused(
      await app.mutate(kessel, 'campaign.reorderCampaign', { id: own.id, targetId: campaign.id, edge: 'top' }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses anonymous callers', async () => {
    expect((await app.query(null, 'campaign.listCampaigns')).status).toBe(401);
  });
});
