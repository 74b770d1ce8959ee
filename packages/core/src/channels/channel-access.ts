import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type Platform } from '@creatorlens/db';
import { PLATFORMS } from '@creatorlens/db/constants';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { defineAbilityFor, readablePostPlatforms, requirePermission } from '../permissions/index.ts';

/**
 * Who may see which channel rows: one place for the two rules every read of global creator data applies.
 *
 * 1. Visibility. A channel an organisation created by importing an unknown handle carries
 *    visible_to_organization_id until a connector confirms it; only that organisation sees it. Other
 *    organisations and anonymous visitors never do, so one trial account cannot flood everybody's discovery,
 *    charts or public pages with invented names.
 * 2. Licence platforms. A licence names the platforms whose data it reads (`readablePlatforms`); the same list
 *    limits channel figures (discovery, artist pages, compare, exports), not only posts.
 */

/**
 * The visibility condition on a channel column pair, as `visible_to_organization_id is null or ... = $org`: the
 * planner answers the `is null` side from the row it already reads (every seeded or confirmed channel), so the
 * condition costs nothing on discovery's index plans; null organisation (visitors) sees confirmed channels only.
 */
export function channelVisibleTo(
  organizationId: string | null,
  column: SQL | typeof schema.channel.visibleToOrganizationId = schema.channel.visibleToOrganizationId,
): SQL {
  return organizationId ? sql`(${column} is null or ${column} = ${organizationId})` : sql`${column} is null`;
}

/**
 * The visibility condition for index-only plans (discovery): `id not in (hidden ids)`. The hidden ids come from the
 * partial index on visible_to_organization_id (only unconfirmed imports are in it, usually few), are hashed once,
 * and the id is in every discovery index (covering INCLUDE or the sort indexes' tie-breaker), so the scan stays
 * index-only instead of visiting the heap for a column the covering index does not hold. Content search passes
 * post.channel_id, so a post of a hidden channel is never a match.
 */
export function channelNotHiddenFrom(organizationId: string | null, channelId: SQL | AnyPgColumn = schema.channel.id): SQL {
  const hidden = organizationId
    ? sql`select h.id from channel h where h.visible_to_organization_id is not null and h.visible_to_organization_id <> ${organizationId}`
    : sql`select h.id from channel h where h.visible_to_organization_id is not null`;
  return sql`${channelId} not in (${hidden})`;
}

/** The same condition for raw SQL that names the channel table by an alias (e.g. `c`). */
export const channelVisibleToAlias = (alias: string, organizationId: string | null): SQL =>
  channelVisibleTo(organizationId, sql.raw(`${alias}.visible_to_organization_id`));

/**
 * The same rule for an artist: visible when one of its channels is visible to the organisation, or while it has no
 * channel at all (an artist made only for another organisation's unconfirmed import does not exist for others).
 */
export function artistVisibleTo(organizationId: string | null, artistId: SQL | typeof schema.artist.id): SQL {
  return sql`(exists (select 1 from channel av where av.artist_id = ${artistId} and ${channelVisibleToAlias('av', organizationId)})
    or not exists (select 1 from channel an where an.artist_id = ${artistId}))`;
}

/** The platforms whose channels and posts the actor's licence reads (platform admins: all). */
export function readableChannelPlatforms(actor: Actor): Platform[] {
  return readablePostPlatforms(requirePermission(actor, 'read', 'channel'));
}

/**
 * The platforms whose creator figures the actor may see on its own lists (boards, watchlists, tags, their exports):
 * none with an expired licence, else the licence's platforms. Lists stay readable; only the figures are blanked.
 */
export function creatorFigurePlatforms(actor: Actor, now = new Date()): Platform[] {
  const ability = defineAbilityFor(actor, now);
  return ability.can('read', 'channel') ? readablePostPlatforms(ability) : [];
}

/** An SQL `in (...)` over the readable platforms; false when the licence names none. */
export function platformIn(column: SQL | typeof schema.channel.platform, platforms: readonly Platform[]): SQL {
  if (platforms.length === 0) return sql`false`;
  if (platforms.length === PLATFORMS.length) return sql`true`;
  return sql`${column} in (${sql.join(
    platforms.map((platform) => sql`${platform}`),
    sql`, `,
  )})`;
}

/** FORBIDDEN unless the licence reads this platform (the message names it, so the person knows why). */
export function requireReadablePlatform(actor: Actor, platform: Platform): void {
  if (!readableChannelPlatforms(actor).includes(platform)) {
    throw new AppError('FORBIDDEN', `Your organisation's licence does not include ${platform}.`);
  }
}

/** Read permission on channels plus everything a channel query needs to stay within what the actor may see. */
export function channelReadScope(actor: Actor): { organizationId: string | null; platforms: Platform[]; where: SQL } {
  const platforms = readableChannelPlatforms(actor);
  const organizationId = actor.organizationId ?? null;
  return {
    organizationId,
    platforms,
    where: sql`${channelVisibleTo(organizationId)} and ${platformIn(schema.channel.platform, platforms)}`,
  };
}
