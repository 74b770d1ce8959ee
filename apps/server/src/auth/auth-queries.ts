import { asc, eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';

export async function findGuestDemoOrganization(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ id: schema.organizationSettings.organizationId })
    .from(schema.organizationSettings)
    .where(eq(schema.organizationSettings.isGuestDemo, true))
    .limit(1);
  return row?.id ?? null;
}

export async function findFirstOrganizationOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: schema.member.organizationId })
    .from(schema.member)
    .where(eq(schema.member.userId, userId))
    .orderBy(asc(schema.member.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function findGuestExpiry(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ guestExpiresAt: schema.user.guestExpiresAt, isAnonymous: schema.user.isAnonymous })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  return row?.isAnonymous ? row.guestExpiresAt : null;
}

export async function findUserEmailState(db: Database, userId: string): Promise<{ email: string; emailVerified: boolean } | null> {
  const [row] = await db
    .select({ email: schema.user.email, emailVerified: schema.user.emailVerified })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  return row ?? null;
}
