import { describe, expect, it } from 'vitest';
import { PLATFORMS, type LicenseConstraints } from '@creatorlens/db/constants';
import { SPEC_PERMISSIONS } from '../src/permissions/catalogue.ts';
import {
  createAbilityFromRules,
  defineAbilityFor,
  postSubject,
  readablePostPlatforms,
  type AbilityInput,
} from '../src/permissions/ability.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const constraints: LicenseConstraints = {
  maxChannelsPerManualWatchlist: 10,
  readablePlatforms: ['instagram', 'youtube'],
  seats: 3,
  monthlyCredits: 10,
};
const validLicense = { name: 'Pro', validUntil: new Date('2027-01-01T00:00:00Z'), constraints };
const expiredLicense = { name: 'Pro', validUntil: new Date('2026-01-01T00:00:00Z'), constraints };

const actor = (overrides: Partial<AbilityInput> = {}): AbilityInput => ({
  userRole: 'user',
  isGuest: false,
  organizationId: 'org-1',
  orgRole: 'member',
  license: validLicense,
  ...overrides,
});

describe('defineAbilityFor', () => {
  it('grants an organisation admin every permission of the spec', () => {
    const ability = defineAbilityFor(actor({ orgRole: 'admin' }), NOW);
    for (const [action, subject] of SPEC_PERMISSIONS) expect(ability.can(action, subject), `${action} ${subject}`).toBe(true);
  });

  it('keeps "read user" (the members admin link) and the account manager from plain members', () => {
    const ability = defineAbilityFor(actor(), NOW);
    expect(ability.can('read', 'user')).toBe(false);
    expect(ability.can('read', 'account_manager')).toBe(false);
    expect(ability.can('create', 'campaign')).toBe(true);
  });

  it('reads posts only on the platforms of the licence', () => {
    const ability = defineAbilityFor(actor(), NOW);
    expect(readablePostPlatforms(ability)).toEqual(['instagram', 'youtube']);
    expect(ability.can('read', postSubject('tiktok'))).toBe(false);
    expect(ability.can('read', postSubject('snapchat'))).toBe(false);
  });

  it('lets a platform admin read posts on all five platforms and see the admin area', () => {
    const ability = defineAbilityFor(actor({ userRole: 'admin' }), NOW);
    expect(readablePostPlatforms(ability)).toEqual([...PLATFORMS]);
    expect(ability.can('read', 'admin_area')).toBe(true);
    expect(defineAbilityFor(actor(), NOW).can('read', 'admin_area')).toBe(false);
  });

  it('makes an expired licence read-only: lists readable, no creator data, no changes', () => {
    const ability = defineAbilityFor(actor({ license: expiredLicense }), NOW);
    expect(ability.can('read', 'campaign')).toBe(true);
    expect(ability.can('read', 'watchlist')).toBe(true);
    expect(ability.can('read', 'channel')).toBe(false);
    expect(readablePostPlatforms(ability)).toEqual([]);
    for (const action of ['create', 'update', 'delete'] as const) {
      for (const subject of ['campaign', 'watchlist', 'tag'] as const) expect(ability.can(action, subject)).toBe(false);
    }
    expect(defineAbilityFor(actor({ license: expiredLicense, orgRole: 'owner' }), NOW).can('read', 'account_manager')).toBe(true);
  });

  it('lets guests look but not change anything', () => {
    const ability = defineAbilityFor(actor({ isGuest: true }), NOW);
    expect(ability.can('read', 'channel')).toBe(true);
    expect(ability.can('read', 'campaign')).toBe(true);
    for (const [action, subject] of SPEC_PERMISSIONS.filter(([a]) => a !== 'read')) expect(ability.can(action, subject)).toBe(false);
    // Never people: no members (e-mail addresses), comments, notes or credit ledger with names (decision 009).
    for (const subject of ['member', 'user', 'comment', 'crm_field', 'credit', 'mail_outbox'] as const)
      expect(ability.can('read', subject)).toBe(false);
  });

  it('grants nothing without an organisation, and nothing to anonymous callers', () => {
    expect(defineAbilityFor(actor({ organizationId: null, orgRole: null }), NOW).rules).toEqual([]);
    expect(defineAbilityFor(null, NOW).rules).toEqual([]);
  });

  it('rebuilds the same decisions on the client from the serialised rules', () => {
    const server = defineAbilityFor(actor(), NOW);
    const client = createAbilityFromRules(JSON.parse(JSON.stringify(server.rules)));
    for (const [action, subject] of SPEC_PERMISSIONS) expect(client.can(action, subject)).toBe(server.can(action, subject));
    for (const platform of PLATFORMS) expect(client.can('read', postSubject(platform))).toBe(server.can('read', postSubject(platform)));
  });
});
