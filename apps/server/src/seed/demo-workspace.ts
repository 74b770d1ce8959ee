import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { INVITATION_TTL_DAYS } from '@creatorlens/core/members';
import { schema, type Database } from '@creatorlens/db';
import { DEMO_ORGANIZATIONS, DEMO_USERS } from './demo-accounts.ts';

const DAY_MS = 86_400_000;

/**
 * A little workspace history for the demo organisations, so the credits and members pages are not empty on a
 * fresh start: this month's grant, a few spends, and one pending invitation in Nordlicht. Skips itself once
 * any ledger row exists.
 */
export async function seedDemoWorkspace({ db }: { db: Database }, now = new Date()): Promise<{ ledgerRows: number }> {
  const [existing] = await db.select({ id: schema.creditLedger.id }).from(schema.creditLedger).limit(1);
  if (existing) return { ledgerRows: 0 };
  const organizations = await db
    .select({ id: schema.organization.id, name: schema.organization.name, constraints: schema.organizationLicense.constraints })
    .from(schema.organization)
    .innerJoin(schema.organizationLicense, eq(schema.organizationLicense.organizationId, schema.organization.id))
    .where(
      inArray(
        schema.organization.name,
        DEMO_ORGANIZATIONS.map((organization) => organization.name),
      ),
    );
  const users = await db
    .select({ id: schema.user.id, email: schema.user.email })
    .from(schema.user)
    .where(
      inArray(
        schema.user.email,
        Object.values(DEMO_USERS).map((user) => user.email),
      ),
    );
  const userId = (key: keyof typeof DEMO_USERS) => users.find((user) => user.email === DEMO_USERS[key].email)?.id ?? null;
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const daysAgo = (days: number) => new Date(Math.max(monthStart.getTime() + 3_600_000, now.getTime() - days * DAY_MS));

  const rows: (typeof schema.creditLedger.$inferInsert)[] = [];
  for (const organization of organizations) {
    const owner = userId(DEMO_ORGANIZATIONS.find((demo) => demo.name === organization.name)!.owner);
    rows.push(
      { organizationId: organization.id, delta: organization.constraints.monthlyCredits, reason: 'monthly-grant', createdAt: monthStart },
      { organizationId: organization.id, delta: -3, reason: 'export', actorId: owner, reference: '250 rows', createdAt: daysAgo(6) },
      { organizationId: organization.id, delta: -5, reason: 'audience-report', actorId: owner, createdAt: daysAgo(3) },
      { organizationId: organization.id, delta: -1, reason: 'channel-refresh', actorId: owner, createdAt: daysAgo(1) },
    );
  }
  const nordlicht = organizations.find((organization) => organization.name === DEMO_ORGANIZATIONS[0]!.name);
  const inviterId = userId('orgAdmin');
  await db.transaction(async (tx) => {
    if (rows.length > 0) await tx.insert(schema.creditLedger).values(rows);
    if (nordlicht && inviterId) {
      await tx.insert(schema.invitation).values({
        id: randomUUID(),
        organizationId: nordlicht.id,
        email: 'new-colleague@creatorlens.test',
        role: 'member',
        status: 'pending',
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        inviterId,
      });
    }
  });
  return { ledgerRows: rows.length };
}
