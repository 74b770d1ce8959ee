import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import { isLicenseExpired } from '../actor.ts';
import { defineAbilityFor, type Action, type AppAbility, type SubjectName } from './ability.ts';

/**
 * Throws FORBIDDEN (or LICENSE_EXPIRED when only the licence stands in the way) unless the actor may do it.
 * Returns the ability so callers can filter further (e.g. post platforms).
 */
export function requirePermission(actor: Actor, action: Action, subject: SubjectName, now = new Date()): AppAbility {
  const ability = defineAbilityFor(actor, now);
  if (ability.can(action, subject)) return ability;
  if (actor.license && isLicenseExpired(actor.license, now) && wouldBeAllowedWithValidLicense(actor, action, subject)) {
    throw new AppError('LICENSE_EXPIRED', `Your organisation's licence expired; ${action} on ${subject} needs a valid licence.`);
  }
  throw new AppError('FORBIDDEN', `You may not ${action} ${subject}.`);
}

function wouldBeAllowedWithValidLicense(actor: Actor, action: Action, subject: SubjectName): boolean {
  const renewed = { ...actor, license: actor.license && { ...actor.license, validUntil: new Date(8.64e15) } };
  return defineAbilityFor(renewed).can(action, subject);
}

/** Requires an active organisation membership; every organisation-scoped query starts here. */
export function requireOrganization(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN', 'You are not a member of an active organisation.');
  return actor.organizationId;
}
