import { describe, expect, it } from 'vitest';
import type { Actor } from '../src/actor.ts';
import { AppError } from '../src/errors.ts';
import { requireOrganization, requirePermission } from '../src/permissions/require.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const base: Actor = {
  userId: 'u',
  sessionId: 's',
  userRole: 'user',
  isGuest: false,
  guestExpiresAt: null,
  organizationId: 'org',
  orgRole: 'member',
  license: {
    name: 'Pro',
    validUntil: new Date('2027-01-01T00:00:00Z'),
    constraints: { maxChannelsPerManualWatchlist: 1, readablePlatforms: ['instagram'], seats: 1, monthlyCredits: 0 },
  },
};

const codeOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : 'OTHER';
  }
};

describe('requirePermission', () => {
  it('says FORBIDDEN for a missing role and LICENSE_EXPIRED when only the licence stands in the way', () => {
    expect(codeOf(() => requirePermission(base, 'read', 'user', NOW))).toBe('FORBIDDEN');
    expect(codeOf(() => requirePermission(base, 'create', 'campaign', NOW))).toBeNull();
    const expired = { ...base, license: { ...base.license!, validUntil: new Date('2026-01-01T00:00:00Z') } };
    expect(codeOf(() => requirePermission(expired, 'create', 'campaign', NOW))).toBe('LICENSE_EXPIRED');
    expect(codeOf(() => requirePermission(expired, 'read', 'user', NOW))).toBe('FORBIDDEN');
  });

  it('requires an active organisation', () => {
    expect(codeOf(() => requireOrganization({ ...base, organizationId: null }))).toBe('FORBIDDEN');
    expect(requireOrganization(base)).toBe('org');
  });
});
