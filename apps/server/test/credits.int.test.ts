import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spendCredits } from '@creatorlens/core/credits';
import { loadActor } from '@creatorlens/core/load-actor';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, signInWorkspaceActors } from './support/workspace-actors.ts';

let app: TestApp;

let actors: Awaited<ReturnType<typeof signInWorkspaceActors>>;

const balance = (cookie: string | null) => app.query(cookie, 'credit.getBalance');
const ledger = (cookie: string, input: object = {}) => app.query(cookie, 'credit.listLedger', input);

beforeAll(async () => {
  app = await createTestApp();
  actors = await signInWorkspaceActors(app);
  const now = new Date();
  // This month's grant (so none is booked on top of it) and 24 spends of 3, one minute apart, so the newest-first
  // order is unambiguous.
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  await app
    .db()
    .insert(schema.creditLedger)
    .values([
      { organizationId: actors.nordlichtId, delta: 1000, reason: 'monthly-grant', createdAt: new Date(start) },
      ...Array.from({ length: 24 }, (_, index) => ({
        organizationId: actors.nordlichtId,
        delta: -3,
        reason: 'export',
        createdAt: new Date(start + (index + 1) * 60_000),
      })),
    ]);
});
afterAll(() => app.close());

describe('credit.getBalance', () => {
  it('sums the ledger and shows the licence allowance to every member', async () => {
    expect((await balance(actors.member)).data).toEqual({ balance: 928, monthlyAllowance: 1000 });
    // Guests read no ledger (it names people): FORBIDDEN, decision 009.
    expect((await balance(actors.guest)).error?.data.appCode).toBe('FORBIDDEN');
    // An organisation that was never granted anything gets this month's allowance when it first looks (issue 39: a
    // balance of 0 next to "monthly quota 200" was a licence that never paid out).
    expect((await balance(actors.kesselOwner)).data).toEqual({ balance: 200, monthlyAllowance: 200 });
    // Reading credits survives an expired licence.
    expect((await balance(actors.expiredMember)).status).toBe(200);
  });

  it('refuses anonymous callers and users without an organisation', async () => {
    expectRefused(await balance(null), 401, 'UNAUTHORIZED');
    const loner = await app.signUp({ name: 'Lone Wolf', email: 'loner@example.test' });
    const session = await app.query(loner, 'user.getSessionUser');
    await app.db().delete(schema.member).where(eq(schema.member.userId, session.data!.user.id));
    for (const path of ['credit.getBalance', 'credit.getPriceList', 'member.listMembers', 'workspace.getWorkspace'] as const) {
      expectRefused(await app.query(loner, path), 403, 'FORBIDDEN');
    }
    expectRefused(await ledger(loner), 403, 'FORBIDDEN');
  });
});

describe('credit.listLedger', () => {
  it('pages the ledger newest first within the organisation', async () => {
    const first = await ledger(actors.member, { page: 1, pageSize: 20 });
    expect(first.data.total).toBe(25);
    expect(first.data.entries).toHaveLength(20);
    expect(first.data.entries[0]).toMatchObject({ delta: -3, reason: 'export' });
    const second = await ledger(actors.member, { page: 2, pageSize: 20 });
    expect(second.data.entries).toHaveLength(5);
    expect(second.data.entries.at(-1)).toMatchObject({ delta: 1000, reason: 'monthly-grant', actorName: null });
    expect((await ledger(actors.kesselOwner)).data).toMatchObject({ total: 1, entries: [{ delta: 200, reason: 'monthly-grant' }] });
  });

  it('answers bad paging with a 400', async () => {
    for (const input of [{ page: 0 }, { pageSize: 101 }, { page: 1.5 }, { page: 'two' }]) {
      expectRefused(await ledger(actors.member, input), 400, 'VALIDATION');
    }
  });
});

describe('credit.getPriceList', () => {
  it('lists what costs credits', async () => {
    expect((await app.query(actors.member, 'credit.getPriceList')).data).toEqual([
      { key: 'export', credits: 1, unit: 'per-100-rows' },
      { key: 'audience-report', credits: 5, unit: 'per-report' },
      { key: 'channel-refresh', credits: 1, unit: 'per-refresh' },
    ]);
    expectRefused(await app.query(null, 'credit.getPriceList'), 401, 'UNAUTHORIZED');
  });
});

describe('spendCredits (core)', () => {
  it('writes a negative ledger row, and refuses to overdraw with LIMIT_EXCEEDED', async () => {
    const [kessel] = await app.db().select().from(schema.member).where(eq(schema.member.organizationId, actors.kesselId));
    const sessions = await app.db().select().from(schema.session).where(eq(schema.session.userId, kessel!.userId));
    const actor = await loadActor(
      { db: app.db() },
      { userId: kessel!.userId, sessionId: sessions[0]!.id, activeOrganizationId: actors.kesselId },
    );
    // Kessel's monthly allowance (booked by the balance read above) spent elsewhere: nothing left.
    const left = (await balance(actors.kesselOwner)).data.balance;
    await app.db().insert(schema.creditLedger).values({ organizationId: actors.kesselId, delta: -left, reason: 'admin-adjustment' });
    await expect(spendCredits({ db: app.db(), actor }, { reason: 'audience-report', credits: 5 })).rejects.toMatchObject({
      code: 'LIMIT_EXCEEDED',
    });
    await app.db().insert(schema.creditLedger).values({ organizationId: actors.kesselId, delta: 7, reason: 'admin-adjustment' });
    expect(await spendCredits({ db: app.db(), actor }, { reason: 'audience-report', credits: 5, reference: 'report-1' })).toEqual({
      balance: 2,
    });
    expect((await balance(actors.kesselOwner)).data.balance).toBe(2);
    const page = await ledger(actors.kesselOwner);
    expect(page.data.entries[0]).toMatchObject({ delta: -5, reason: 'audience-report', actorName: 'theo' });
  });
});
