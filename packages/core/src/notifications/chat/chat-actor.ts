import { eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { isOrgAdmin, type Actor } from '../../actor.ts';
import { AppError } from '../../errors.ts';
import { loadActor } from '../../load-actor.ts';

/**
 * The actor behind a notification user token (user + session): the same resolution as a tRPC request, so the
 * session's active organisation and the user's role there decide what the chat endpoints may touch.
 */
export async function loadNotifyActor(db: Database, caller: { userId: string; sessionId: string }): Promise<Actor> {
  const [session] = await db
    .select({ activeOrganizationId: schema.session.activeOrganizationId })
    .from(schema.session)
    .where(eq(schema.session.id, caller.sessionId));
  return loadActor(
    { db },
    { userId: caller.userId, sessionId: caller.sessionId, activeOrganizationId: session?.activeOrganizationId ?? null },
  );
}

/**
 * The organisation a tenant id names, when the actor may use it: tenants are organisations, and a user acts only for
 * the organisation active in their session (another organisation's tenant is FORBIDDEN even if they belong to it,
 * so one browser tab never changes another organisation's connection unseen).
 */
export function requireOwnTenant(actor: Actor, tenantId: string | null | undefined): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN', 'You are not a member of an active organisation.');
  if (!tenantId || tenantId !== actor.organizationId) throw new AppError('FORBIDDEN', 'This tenant is not your organisation.');
  return actor.organizationId;
}

/** Connecting or disconnecting a workspace is for the organisation's owners and admins. */
export function requireTenantAdmin(actor: Actor, tenantId: string | null | undefined): string {
  const organizationId = requireOwnTenant(actor, tenantId);
  if (!isOrgAdmin(actor)) throw new AppError('FORBIDDEN', 'Only owners and admins of the organisation may connect or disconnect Slack.');
  return organizationId;
}
