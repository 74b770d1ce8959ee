import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';

let app: TestApp;
let member: string;

let orgAdmin: string;
let kesselOwner: string;

const save = (cookie: string, input: ProcedureInput<'discovery.saveSearch'>) => app.mutate(cookie, 'discovery.saveSearch', input);
const list = (cookie: string | null) => app.query(cookie, 'discovery.listSavedSearches');

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  // two-orgs is a member of Nordlicht and owns Kessel Brands; this session works in Kessel.
  kesselOwner = await app.signIn('two-orgs@creatorlens.test');
  const organizations = await app.query(kesselOwner, 'user.getMyOrganizations');
  const kessel = organizations.data.find((organization) => organization.name === 'Kessel Brands GmbH')!;
  expect((await app.mutate(kesselOwner, 'user.switchOrganization', { organizationId: kessel.id })).status).toBe(200);
});
afterAll(() => app.close());

describe('discovery saved searches', () => {
  it('saves a filter, normalised, and shares it with the organisation', async () => {
    const saved = await save(member, {
      name: '  German comedy  ',
      platform: 'tiktok',
      filters: { country: 'de', category: 'comedy', followersMin: 10_000, followersMax: 500_000 },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      name: 'German comedy',
      platform: 'tiktok',
      isMine: true,
      filters: { country: 'DE', category: 'comedy', followersMin: 10_000, followersMax: 500_000, sort: 'followers', direction: 'desc' },
    });

    const mine = await list(member);
    expect(mine.data.map((search) => search.id)).toContain(saved.data.id);
    const colleague = await list(orgAdmin);
    expect(colleague.data.find((search) => search.id === saved.data.id)).toMatchObject({ name: 'German comedy', isMine: false });

    // A saved filter replays as a search input unchanged.
    const replay = await app.query(member, 'discovery.searchCreators', { platform: saved.data.platform, ...saved.data.filters });
    expect(replay.status).toBe(200);
  });

  it('reads a stored filter with the same schema: a field an older rule let through is dropped, the rest replays', async () => {
    const saved = await save(member, { name: 'Older rules', platform: 'instagram', filters: { language: 'de' } });
    // As an older release might have stored it: a value outside today's bounds and a field that no longer exists.
    await app
      .db()
      .update(schema.savedSearch)
      .set({ filters: { language: 'de', followersMin: -5, postsPerWeekMax: 3, retiredField: true } })
      .where(eq(schema.savedSearch.id, saved.data.id));
    const stored = (await list(member)).data.find((search) => search.id === saved.data.id)!;
    expect(stored.filters).toEqual({ language: 'de', postsPerWeekMax: 3 });
    const replay = await app.query(member, 'discovery.searchCreators', { platform: stored.platform, ...stored.filters });
    expect(replay.status).toBe(200);
  });

  it('keeps searches inside their organisation: others neither see nor delete them', async () => {
    const saved = await save(member, { name: 'Nordlicht only', platform: 'instagram', filters: {} });
    expect((await list(kesselOwner)).data.map((search) => search.id)).not.toContain(saved.data.id);

    const foreign = await app.mutate(kesselOwner, 'discovery.deleteSavedSearch', { id: saved.data.id });
    expect(foreign.status).toBe(404);
    expect(foreign.error?.data.appCode).toBe('NOT_FOUND');
    expect((await list(member)).data.map((search) => search.id)).toContain(saved.data.id);

    const ownKessel = await save(kesselOwner, { name: 'Kessel list', platform: 'instagram', filters: { engagementMin: 0.02 } });
    expect((await list(kesselOwner)).data.map((search) => search.name)).toEqual(['Kessel list']);
    expect((await list(member)).data.map((search) => search.id)).not.toContain(ownKessel.data.id);
  });

  it('lets any member of the organisation delete a shared search, once', async () => {
    const saved = await save(member, { name: 'To delete', platform: 'youtube', filters: {} });
    const deleted = await app.mutate(orgAdmin, 'discovery.deleteSavedSearch', { id: saved.data.id });
    expect(deleted).toMatchObject({ status: 200, data: { id: saved.data.id } });
    expect((await list(member)).data.map((search) => search.id)).not.toContain(saved.data.id);
    const again = await app.mutate(member, 'discovery.deleteSavedSearch', { id: saved.data.id });
    expect(again.status).toBe(404);
  });

  it('lets guests list but not save or delete', async () => {
    const guest = await app.signInAsGuest();
    const shared = await save(member, { name: 'Seen by guests', platform: 'twitch', filters: {} });
    const refused = await save(guest, { name: 'Guest search', platform: 'tiktok', filters: {} });
    expect(refused.status).toBe(403);
    expect(refused.error?.data.appCode).toBe('FORBIDDEN');
    expect((await list(guest)).data.map((search) => search.id)).toContain(shared.data.id);
    const deleting = await app.mutate(guest, 'discovery.deleteSavedSearch', { id: shared.data.id });
    expect(deleting.status).toBe(403);
    expect(deleting.error?.data.appCode).toBe('FORBIDDEN');
  });

  it('refuses an expired licence with LICENSE_EXPIRED', async () => {
    const expired = await app.signIn('expired-member@creatorlens.test');
    for (const answer of [await save(expired, { name: 'Late', platform: 'tiktok', filters: {} }), await list(expired)]) {
      expect(answer.status).toBe(403);
      expect(answer.error?.data.appCode).toBe('LICENSE_EXPIRED');
    }
  });

  it('refuses anonymous callers', async () => {
    expect((await list(null)).status).toBe(401);
  });

  it.each([
    [{ name: '   ', platform: 'tiktok', filters: {} }, 'name'],
    [{ name: 'x'.repeat(81), platform: 'tiktok', filters: {} }, 'name'],
    [{ name: 'Snap', platform: 'snapchat', filters: {} }, 'platform'],
    [{ name: 'Inverted', platform: 'tiktok', filters: { followersMin: 10, followersMax: 1 } }, 'filters.followersMin'],
    [{ name: 'Paged', platform: 'tiktok', filters: { page: 2 } }, 'page'],
    [{ name: 'Bad country', platform: 'tiktok', filters: { country: 'Germany' } }, 'filters.country'],
    [{ name: 'No filters', platform: 'tiktok' }, 'filters'],
  ])('%j answers 400 naming %s', async (input, field) => {
    const answer = await app.mutateUnchecked(member, 'discovery.saveSearch', input);
    expect(answer.status).toBe(400);
    expect(answer.error?.data.appCode).toBe('VALIDATION');
    expect(answer.error?.message).toContain(field);
  });

  it('answers 400 for a delete id that is not a UUID', async () => {
    const answer = await app.mutate(member, 'discovery.deleteSavedSearch', { id: '1 OR 1=1' });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toContain('id');
  });
});
