import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** Signed-in sessions of the demo accounts the workspace tests need, with two-orgs working in Kessel Brands. */
export async function signInWorkspaceActors(app: TestApp) {
  const orgAdmin = await app.signIn('org-admin@creatorlens.test');
  const member = await app.signIn('member@creatorlens.test');
  const kesselOwner = await app.signIn('two-orgs@creatorlens.test');
  const expiredAdmin = await app.signIn('expired-admin@creatorlens.test');
  const expiredMember = await app.signIn('expired-member@creatorlens.test');
  const guest = await app.signInAsGuest();
  const organizations = await app.query(kesselOwner, 'user.getMyOrganizations');
  const kesselId = organizations.data.find((organization) => organization.name === 'Kessel Brands GmbH')!.id;
  const nordlichtId = organizations.data.find((organization) => organization.name === 'Nordlicht Agency')!.id;
  expect((await app.mutate(kesselOwner, 'user.switchOrganization', { organizationId: kesselId })).status).toBe(200);
  return { orgAdmin, member, kesselOwner, expiredAdmin, expiredMember, guest, kesselId, nordlichtId };
}

/** Asserts a refused call: status and application error code. */
export function expectRefused(
  answer: { status: number; error: { data: { appCode: string | null } } | null },
  status: number,
  appCode: string,
) {
  expect({ status: answer.status, appCode: answer.error?.data.appCode }).toEqual({ status, appCode });
}
