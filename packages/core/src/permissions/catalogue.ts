import type { Action, SubjectName } from './ability.ts';

/**
 * The permissions the product spec names (§6), besides "read post" which is per platform. One list, so tests and
 * admin screens enumerate the same set the ability builder grants.
 */
export const SPEC_PERMISSIONS: readonly (readonly [Action, SubjectName])[] = [
  ['create', 'campaign'],
  ['read', 'campaign'],
  ['update', 'campaign'],
  ['delete', 'campaign'],
  ['create', 'watchlist'],
  ['read', 'watchlist'],
  ['update', 'watchlist'],
  ['delete', 'watchlist'],
  ['create', 'tag'],
  ['update', 'tag'],
  ['delete', 'tag'],
  ['read', 'user'],
  ['read', 'crm_field'],
];
