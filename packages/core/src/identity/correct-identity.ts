import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { IdentityOverrideKind } from '@creatorlens/contracts';
import { schema } from '@creatorlens/db';
import { requirePlatformAdmin } from '../admin/index.ts';
import { channelReadScope, channelVisibleTo } from '../channels/index.ts';
import type { Dependencies } from '../dependencies.ts';
import { AppError } from '../errors.ts';
import { requirePermission } from '../permissions/index.ts';
import { applyGlobalDecision } from './apply-global-decision.ts';
import { channelKeySql } from './overrides.ts';

interface CorrectIdentityInput {
  kind: IdentityOverrideKind;
  /** merge: the channel to join to; split: the channel to take out. */
  channelId: string;
  /** merge: the channel that joins; split: a channel of the person it leaves. */
  otherChannelId: string;
  /** organization: for the actor's organisation only; global: the shared grouping (platform admins). */
  scope: 'organization' | 'global';
}

/**
 * Records that two channels are (merge) or are not (split) one person. For the organisation it changes what its
 * members see; globally it changes the shared grouping now and every later run of the resolver obeys it.
 */
export async function correctIdentity({ db, actor }: Dependencies, input: CorrectIdentityInput): Promise<{ id: string; moved: boolean }> {
  if (input.scope === 'global') requirePlatformAdmin(actor);
  else {
    // Organisation admins decide for their organisation; a member, a guest or an expired licence may not.
    requirePermission(actor, 'read', 'channel');
    requirePermission(actor, 'update', 'organization');
    if (actor.isGuest) throw new AppError('FORBIDDEN', 'Guests cannot correct identities.');
  }
  if (input.channelId === input.otherChannelId) throw new AppError('VALIDATION', 'Choose two different channels.');
  // A platform admin decides about every confirmed channel; an organisation about the channels it may see.
  const scope = input.scope === 'global' ? { organizationId: null, where: channelVisibleTo(null) } : channelReadScope(actor);
  const rows = await db
    .select({
      id: schema.channel.id,
      key: channelKeySql,
      artistId: schema.channel.artistId,
      name: schema.channel.name,
      handle: schema.channel.handle,
      country: schema.channel.country,
    })
    .from(schema.channel)
    .where(and(inArray(schema.channel.id, [input.channelId, input.otherChannelId]), scope.where));
  const a = rows.find((r) => r.id === input.channelId);
  const b = rows.find((r) => r.id === input.otherChannelId);
  if (!a || !b) throw new AppError('NOT_FOUND', 'One of the channels does not exist or is not visible to you.');
  return db.transaction(async (tx) => {
    const [override] = await tx
      .insert(schema.identityOverride)
      .values({
        organizationId: input.scope === 'global' ? null : scope.organizationId,
        kind: input.kind,
        channelAKey: a.key,
        channelBKey: b.key,
        createdByUserId: actor.userId,
      })
      .returning({ id: schema.identityOverride.id });
    const moved = input.scope === 'global' ? await applyGlobalDecision(tx, input.kind, a, b) : false;
    return { id: override!.id, moved };
  });
}

/** Takes back one of the organisation's own corrections (global decisions stay; a platform admin records a new one). */
export async function deleteIdentityOverride({ db, actor }: Dependencies, input: { id: string }): Promise<{ id: string }> {
  requirePermission(actor, 'read', 'channel');
  requirePermission(actor, 'update', 'organization');
  if (actor.isGuest || !actor.organizationId) throw new AppError('FORBIDDEN', 'Only organisation admins can take back a correction.');
  const deleted = await db
    .delete(schema.identityOverride)
    .where(and(eq(schema.identityOverride.id, input.id), eq(schema.identityOverride.organizationId, actor.organizationId)))
    .returning({ id: schema.identityOverride.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No such correction in your organisation.');
  return { id: input.id };
}

/** A platform admin's list of global decisions, newest first. */
export async function listGlobalIdentityDecisions({ db, actor }: Dependencies, input: { limit: number }) {
  requirePlatformAdmin(actor);
  const rows = await db
    .select({
      id: schema.identityOverride.id,
      kind: schema.identityOverride.kind,
      channelAKey: schema.identityOverride.channelAKey,
      channelBKey: schema.identityOverride.channelBKey,
      createdAt: schema.identityOverride.createdAt,
      createdBy: schema.user.name,
    })
    .from(schema.identityOverride)
    .leftJoin(schema.user, eq(schema.user.id, schema.identityOverride.createdByUserId))
    .where(isNull(schema.identityOverride.organizationId))
    .orderBy(schema.identityOverride.createdAt)
    .limit(input.limit);
  return rows.reverse().map((r) => ({ ...r, createdAt: r.createdAt.getTime(), createdBy: r.createdBy ?? null }));
}
