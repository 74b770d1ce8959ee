import { and, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import type { Dependencies } from '../dependencies.ts';

/** Makes another of the actor's organisations the active one for this session only. */
export async function switchOrganization(
  { db, actor }: Dependencies,
  input: { organizationId: string },
): Promise<{ organizationId: string }> {
  const [membership] = await db
    .select({ id: schema.member.id })
    .from(schema.member)
    .where(and(eq(schema.member.userId, actor.userId), eq(schema.member.organizationId, input.organizationId)));
  // Same answer for "does not exist" and "not yours", so organisation ids cannot be probed.
  if (!membership) throw new AppError('FORBIDDEN', 'You are not a member of that organisation.');
  await db
    .update(schema.session)
    .set({ activeOrganizationId: input.organizationId, updatedAt: new Date() })
    .where(and(eq(schema.session.id, actor.sessionId), eq(schema.session.userId, actor.userId)));
  return { organizationId: input.organizationId };
}
