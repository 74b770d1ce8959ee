import { AbilityBuilder, createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { PLATFORMS, type Platform } from '@creatorlens/db/constants';
import { isLicenseExpired, isOrgAdmin, type Actor } from '../actor.ts';

export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete';

/**
 * Subjects as the spec names them. Beyond the spec's list: `channel` (creator data, needs a valid licence),
 * `account_manager` and `organization` (organisation admins), `admin_area` (platform admins), and the workspace's
 * `crm_value`, `comment`, `credit`, `member` (invite/change role/remove: organisation admins), `team` (create, rename,
 * delete, set members: organisation admins) and `mail_outbox`.
 */
export type SubjectName =
  | 'campaign'
  | 'watchlist'
  | 'tag'
  | 'user'
  | 'crm_field'
  | 'crm_value'
  | 'comment'
  | 'credit'
  | 'member'
  | 'team'
  | 'mail_outbox'
  | 'post'
  | 'channel'
  | 'account_manager'
  | 'organization'
  | 'admin_area'
  | 'all';

interface PostSubject {
  platform: Platform;
}

export type AppAbility = MongoAbility<[Action, SubjectName | ({ __caslSubjectType__: 'post' } & PostSubject)]>;

export type AbilityInput = Pick<Actor, 'userRole' | 'isGuest' | 'organizationId' | 'orgRole' | 'license'>;

/**
 * Builds the one permission model from user role, organisation role and licence. The server enforces with it;
 * the client rebuilds it from the same rules only to hide controls.
 */
export function defineAbilityFor(actor: AbilityInput | null, now: Date = new Date()): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (!actor) return build();

  if (actor.userRole === 'admin') can('read', 'admin_area');
  if (!actor.organizationId || !actor.orgRole) return build();

  const isExpired = !actor.license || isLicenseExpired(actor.license, now);
  const isAdmin = isOrgAdmin(actor);

  // Admins must always be able to see who to call about renewing, so these survive an expired licence.
  if (isAdmin) {
    can('read', 'account_manager');
    can('read', 'user');
    can('update', 'organization');
    can('read', 'mail_outbox');
  }
  can('read', 'campaign');
  can('read', 'watchlist');
  // Guests see the demo organisation's lists and creator data, never people: no members or e-mail addresses, no
  // comments or notes, no credit ledger with names (docs/decisions/009-guest-demo-world.md).
  if (!actor.isGuest) {
    can('read', 'crm_field');
    can('read', 'member');
    can('read', 'comment');
    can('read', 'credit');
    can('read', 'team');
  }

  // An expired licence leaves the organisation's own lists readable but stops creator data and all changes.
  if (isExpired || !actor.license) return build();

  can('read', 'channel');
  const readable = actor.license.constraints.readablePlatforms.filter((p) => PLATFORMS.includes(p));
  if (actor.userRole === 'admin') can('read', 'post');
  else if (readable.length > 0) can('read', 'post', { platform: { $in: readable } });

  // Guests share one demo organisation: they may look at everything but change nothing.
  if (actor.isGuest) return build();

  for (const subject of ['campaign', 'watchlist'] as const) {
    can('create', subject);
    can('update', subject);
    can('delete', subject);
  }
  can('create', 'tag');
  can('update', 'tag');
  can('delete', 'tag');
  can('update', 'crm_value');
  // Core narrows update/delete of a comment to its author unless the actor is an organisation admin.
  can('create', 'comment');
  can('update', 'comment');
  can('delete', 'comment');
  if (isAdmin) {
    for (const subject of ['crm_field', 'member', 'team'] as const) {
      can('create', subject);
      can('update', subject);
      can('delete', subject);
    }
  }
  return build();
}

/** Rebuilds an ability from serialised rules (the client receives these with the session). */
export function createAbilityFromRules(rules: RawRuleOf<AppAbility>[]): AppAbility {
  return createMongoAbility<AppAbility>(rules);
}

/** The platforms whose posts the ability allows reading; used to filter queries in SQL rather than after loading. */
export function readablePostPlatforms(ability: AppAbility): Platform[] {
  return PLATFORMS.filter((platform) => ability.can('read', postSubject(platform)));
}

export function postSubject(platform: Platform): { __caslSubjectType__: 'post' } & PostSubject {
  return { __caslSubjectType__: 'post', platform };
}

export type { RawRuleOf };
