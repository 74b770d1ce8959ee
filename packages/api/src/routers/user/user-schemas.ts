import { z } from 'zod';
import type { AppAbility, RawRuleOf } from '@creatorlens/core/permissions';
import { licenseConstraintsOutput } from '../admin/get-organization.ts';
import { orgRoleSchema, userRoleSchema } from '../admin/admin-schemas.ts';

/** The signed-in user, the active organisation with its licence, and the CASL rules the client hides controls by. */
export const sessionUserOutput = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    role: userRoleSchema,
    displayName: z.string(),
    isGuest: z.boolean(),
    isNewAccount: z.boolean(),
  }),
  organization: z
    .object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      logo: z.string().nullable(),
      orgRole: orgRoleSchema,
      license: z
        .object({ name: z.string(), validUntil: z.number(), isExpired: z.boolean(), constraints: licenseConstraintsOutput })
        .nullable(),
    })
    .nullable(),
  // CASL raw rules (action, subject, conditions, inverted, fields, reason) pass through whole: the client builds the
  // same ability from them, so no key may be dropped.
  rules: z.array(
    z.custom<RawRuleOf<AppAbility>>((rule) => typeof rule === 'object' && rule !== null && 'action' in rule && 'subject' in rule),
  ),
  impersonatedBy: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
});

export const myOrganizationsOutput = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    orgRole: orgRoleSchema,
    isActive: z.boolean(),
    license: z.object({ name: z.string(), validUntil: z.number(), isExpired: z.boolean() }).nullable(),
  }),
);

export const accountManagerOutput = z.object({ name: z.string(), email: z.string(), image: z.string().nullable() }).nullable();
export const guestExpirationOutput = z.object({ epochMillis: z.number() }).nullable();
export const switchOrganizationOutput = z.object({ organizationId: z.string() });
