import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '@creatorlens/db';
import type { TestApp } from './test-app.ts';

/** The fixture channels every test database holds (tests/setup/seed-test-base.ts), by handle. */
export async function fixtureChannelIds(app: TestApp): Promise<{ insta: string; tube: string; live: string; snap: string }> {
  const rows = await app
    .db()
    .select({ id: schema.channel.id, handle: schema.channel.handle })
    .from(schema.channel)
    .where(inArray(schema.channel.handle, ['fixture.insta', 'FixtureTube', 'fixture_live', 'snaponly']));
  const byHandle = new Map(rows.map((row) => [row.handle, row.id]));
  return {
    insta: byHandle.get('fixture.insta')!,
    tube: byHandle.get('FixtureTube')!,
    live: byHandle.get('fixture_live')!,
    snap: byHandle.get('snaponly')!,
  };
}

/** A session working in Kessel Brands GmbH (two-orgs owns it; Starter licence: Instagram and TikTok only). */
export async function signInToKessel(app: TestApp): Promise<string> {
  const cookie = await app.signIn('two-orgs@creatorlens.test');
  const organizations = await app.query(cookie, 'user.getMyOrganizations');
  const kessel = organizations.data.find((organization) => organization.name === 'Kessel Brands GmbH')!;
  expect((await app.mutate(cookie, 'user.switchOrganization', { organizationId: kessel.id })).status).toBe(200);
  return cookie;
}

export async function organizationIdByName(app: TestApp, name: string): Promise<string> {
  const [row] = await app.db().select({ id: schema.organization.id }).from(schema.organization).where(eq(schema.organization.name, name));
  return row!.id;
}

export async function userIdByEmail(app: TestApp, email: string): Promise<string> {
  const [row] = await app.db().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  return row!.id;
}

/** Expects a refusal with the HTTP status and application error code. */
export function expectRefused(
  answer: { status: number; error: { data: { appCode: string | null } } | null },
  status: number,
  appCode: string,
) {
  expect(answer.status).toBe(status);
  expect(answer.error?.data.appCode).toBe(appCode);
}
