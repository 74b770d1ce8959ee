import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { OrgRole } from '@creatorlens/core/actor';
import { addMember, createOrganization } from '@creatorlens/core/organizations';
import { schema, type Database } from '@creatorlens/db';
import { seedDemoCollaboration } from '@creatorlens/db/seed';
import { seedDemoLists } from '@creatorlens/db/seed';

/**
 * Shared by all demo accounts of a laptop installation; listed in the README. Production mode never uses it: there
 * demo accounts exist only with DEMO_ACCOUNTS=on, and then with a random password printed once to the log.
 */
export const DEMO_PASSWORD = 'creatorlens-demo';

/**
 * Set once the demo accounts were created. Deleting demo users must last: a later start sees the marker and
 * creates nothing, instead of recreating every account whenever one of them is missing.
 */
export const DEMO_ACCOUNTS_MARKER = 'demo-accounts-created';

const DAY_MS = 86_400_000;

export const DEMO_USERS = {
  platformAdmin: { email: 'platform-admin@creatorlens.test', name: 'Paula Plattform', username: 'paula', role: 'admin' },
  orgAdmin: { email: 'org-admin@creatorlens.test', name: 'Ole Organisator', username: 'ole', role: 'user' },
  member: { email: 'member@creatorlens.test', name: 'Mia Mitglied', username: null, role: 'user' },
  twoOrgs: { email: 'two-orgs@creatorlens.test', name: 'Theo Zweifach', username: 'theo', role: 'user' },
  expiredAdmin: { email: 'expired-admin@creatorlens.test', name: 'Erik Abgelaufen', username: null, role: 'user' },
  expiredMember: { email: 'expired-member@creatorlens.test', name: 'Emma Abgelaufen', username: null, role: 'user' },
} as const;

type DemoUserKey = keyof typeof DEMO_USERS;

interface DemoOrganization {
  name: string;
  template: string;
  validForDays: number;
  isGuestDemo?: boolean;
  owner: DemoUserKey;
  members: [DemoUserKey, OrgRole][];
}

/** Organisations and who is in them: one of each situation the spec's banners and switcher must handle. */
export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'Nordlicht Agency',
    template: 'professional',
    validForDays: 365,
    isGuestDemo: true,
    owner: 'orgAdmin',
    members: [
      ['member', 'member'],
      ['twoOrgs', 'member'],
      ['platformAdmin', 'admin'],
    ],
  },
  { name: 'Kessel Brands GmbH', template: 'starter', validForDays: 180, owner: 'twoOrgs', members: [] },
  { name: 'Altstadt Media', template: 'professional', validForDays: -30, owner: 'expiredAdmin', members: [['expiredMember', 'member']] },
];

/** Whether the demo accounts were created on this installation before (they may have been deleted since). */
export async function wereDemoAccountsCreated(db: Database): Promise<boolean> {
  const [marker] = await db
    .select({ key: schema.instanceSetting.key })
    .from(schema.instanceSetting)
    .where(eq(schema.instanceSetting.key, DEMO_ACCOUNTS_MARKER));
  if (marker) return true;
  // Installations from before the marker: the accounts exist but were never marked.
  const [existing] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, DEMO_USERS.orgAdmin.email));
  return Boolean(existing);
}

/**
 * Creates the demo users and organisations once per installation: never again after the marker is set, so demo
 * accounts an operator deleted stay deleted.
 */
export async function seedDemoAccounts({ db }: { db: Database }, now = new Date(), password = DEMO_PASSWORD): Promise<{ created: number }> {
  if (await wereDemoAccountsCreated(db)) {
    await db.insert(schema.instanceSetting).values({ key: DEMO_ACCOUNTS_MARKER, value: 'legacy' }).onConflictDoNothing();
    return { created: 0 };
  }

  const passwordHash = await hashPassword(password);
  const ids = {} as Record<DemoUserKey, string>;
  await db.transaction(async (tx) => {
    for (const [key, demo] of Object.entries(DEMO_USERS) as [DemoUserKey, (typeof DEMO_USERS)[DemoUserKey]][]) {
      const id = randomUUID();
      ids[key] = id;
      await tx.insert(schema.user).values({
        id,
        email: demo.email,
        name: demo.name,
        username: demo.username,
        role: demo.role,
        emailVerified: true,
      });
      await tx
        .insert(schema.account)
        .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
    }
    for (const organization of DEMO_ORGANIZATIONS) {
      const organizationId = await createOrganization(
        { db: tx },
        {
          name: organization.name,
          ownerUserId: ids[organization.owner],
          licenseTemplateKey: organization.template,
          licenseValidUntil: new Date(now.getTime() + organization.validForDays * DAY_MS),
          isGuestDemo: organization.isGuestDemo ?? false,
          now,
        },
      );
      for (const [userKey, role] of organization.members) {
        await addMember({ db: tx }, { organizationId, userId: ids[userKey], role });
      }
    }
    await seedDemoCollaboration(
      tx,
      { organizationName: 'Nordlicht Agency', adminId: ids.orgAdmin, memberId: ids.member, memberName: DEMO_USERS.member.name },
      now,
    );
    await tx.insert(schema.instanceSetting).values({ key: DEMO_ACCOUNTS_MARKER, value: now.toISOString() });
  });
  await seedDemoLists({ db }, now);
  return { created: Object.keys(DEMO_USERS).length };
}
