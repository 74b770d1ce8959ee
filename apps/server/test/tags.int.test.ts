import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';
import { expectRefused, fixtureChannelIds, signInToKessel } from './support/lists-fixtures.ts';

let app: TestApp;

let member: string;
let kessel: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;

const list = (cookie: string) => app.query(cookie, 'tag.listTags');
const create = (cookie: string, input: ProcedureInput<'tag.createTag'>) => app.mutate(cookie, 'tag.createTag', input);
const drop = (cookie: string, tagId: string, channelIds: string[]) => app.mutate(cookie, 'tag.addChannels', { tagId, channelIds });

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  kessel = await signInToKessel(app);
  channels = await fixtureChannelIds(app);
});
afterAll(() => app.close());

describe('tags', () => {
  it('lists the seeded tags with colours and usage', async () => {
    const answer = await list(member);
    expect(answer.data.map((tag) => [tag.name, tag.color])).toEqual([
      ['VIP', 'primary'],
      ['Negotiating', 'warning'],
      ['Gaming', 'grass'],
      ['Do not contact', 'critical'],
    ]);
    expect((await list(kessel)).data).toEqual([]);
  });

  it('creates with one of six colours, renames (non-blank), recolours, reorders and deletes', async () => {
    const created = await create(member, { name: ' Outreach ', color: 'sky' });
    expect(created.data).toMatchObject({ name: 'Outreach', color: 'sky', usage: 0 });
    expectRefused(await app.mutateUnchecked(member, 'tag.createTag', { name: 'Pink', color: 'pink' }), 400, 'VALIDATION');
    expectRefused(await create(member, { name: ' ', color: 'sky' }), 400, 'VALIDATION');

    const updated = await app.mutate(member, 'tag.updateTag', { id: created.data.id, data: { name: 'Out', color: 'neutral' } });
    expect(updated.data).toMatchObject({ name: 'Out', color: 'neutral' });
    expectRefused(await app.mutate(member, 'tag.updateTag', { id: created.data.id, data: { name: '\t' } }), 400, 'VALIDATION');

    const first = (await list(member)).data[0]!;
    await app.mutate(member, 'tag.reorderTag', { id: created.data.id, targetId: first.id, edge: 'top' });
    expect((await list(member)).data[0]!.id).toBe(created.data.id);
    await app.mutate(member, 'tag.reorderTag', { id: created.data.id, targetId: first.id, edge: 'bottom' });
    expect((await list(member)).data.slice(0, 2).map((tag) => tag.id)).toEqual([first.id, created.data.id]);

    expect((await app.mutate(member, 'tag.deleteTag', { id: created.data.id })).status).toBe(200);
    expectRefused(await app.query(member, 'tag.getTag', { id: created.data.id }), 404, 'NOT_FOUND');
  });

  it('tags channels once, filters unreadable platforms and counts usage', async () => {
    const { data: tag } = await create(member, { name: 'Drop target', color: 'grass' });
    const first = await drop(member, tag.id, [channels.insta, channels.tube, channels.snap]);
    expect(first.data).toEqual({ added: [channels.insta, channels.tube], alreadyPresent: [], filteredOut: [channels.snap] });
    const second = await drop(member, tag.id, [channels.tube, channels.live]);
    expect(second.data).toEqual({ added: [channels.live], alreadyPresent: [channels.tube], filteredOut: [] });
    expect((await list(member)).data.find((item) => item.id === tag.id)?.usage).toBe(3);

    const detail = await app.query(member, 'tag.getTag', { id: tag.id });
    expect(detail.data.channels.map((channel) => channel.channelId).sort()).toEqual([channels.insta, channels.tube, channels.live].sort());

    expect((await app.mutate(member, 'tag.removeChannel', { tagId: tag.id, channelId: channels.tube })).status).toBe(200);
    expectRefused(await app.mutate(member, 'tag.removeChannel', { tagId: tag.id, channelId: channels.tube }), 404, 'NOT_FOUND');
  });

  it('never duplicates when two people tag the same channels at once', async () => {
    const { data: tag } = await create(member, { name: 'Race', color: 'primary' });
    const other = await app.signIn('org-admin@creatorlens.test');
    const ids = [channels.insta, channels.tube];
    const [one, two] = await Promise.all([drop(member, tag.id, ids), drop(other, tag.id, ids)]);
    expect([...one.data.added, ...two.data.added].sort()).toEqual([...ids].sort());
    expect((await list(member)).data.find((item) => item.id === tag.id)?.usage).toBe(2);
  });
});

describe('tag permissions', () => {
  it('lets guests see tags but not create, change, delete or tag channels', async () => {
    const guest = await app.signInAsGuest();
    const seeded = (await list(guest)).data[0]!;
    expect((await app.query(guest, 'tag.getTag', { id: seeded.id })).status).toBe(200);
    expectRefused(await create(guest, { name: 'Guest', color: 'sky' }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(guest, 'tag.updateTag', { id: seeded.id, data: { name: 'G' } }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(guest, 'tag.deleteTag', { id: seeded.id }), 403, 'FORBIDDEN');
    expectRefused(
      await app.mutate(guest, 'tag.reorderTag', { id: seeded.id, targetId: (await list(guest)).data[1]!.id, edge: 'top' }),
      403,
      'FORBIDDEN',
    );
    expectRefused(await drop(guest, seeded.id, [channels.insta]), 403, 'FORBIDDEN');
  });

  it('refuses changes under an expired licence', async () => {
    const expired = await app.signIn('expired-member@creatorlens.test');
    expect((await list(expired)).status).toBe(200);
    expectRefused(await create(expired, { name: 'Late', color: 'sky' }), 403, 'LICENSE_EXPIRED');
  });

  it('keeps tags inside their organisation', async () => {
    const { data: tag } = await create(member, { name: 'Nordlicht tag', color: 'sky' });
    expectRefused(await app.query(kessel, 'tag.getTag', { id: tag.id }), 404, 'NOT_FOUND');
    expectRefused(await drop(kessel, tag.id, [channels.insta]), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(kessel, 'tag.updateTag', { id: tag.id, data: { name: 'Mine' } }), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(kessel, 'tag.deleteTag', { id: tag.id }), 404, 'NOT_FOUND');
  });
});
