import { describe, expect, it } from 'vitest';
import type { SessionIdentity } from '@creatorlens/core/load-actor';
import { createSessionCache, type CachedSession } from '../src/auth/session-cache.ts';

const NOW = 1_000_000;

const entryFor = (userId: string, overrides: Partial<CachedSession> = {}): CachedSession => ({
  identity: { userId, sessionId: `session-${userId}`, activeOrganizationId: null, membership: null } satisfies SessionIdentity,
  expiresAt: NOW + 60_000,
  refreshDueAt: NOW + 30_000,
  ...overrides,
});

/** A cache that is listening, as it is once the process hears session changes. */
function listeningCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const cache = createSessionCache(options);
  cache.resume();
  return cache;
}

describe('session cache', () => {
  it('answers a stored session until it is invalidated for its user', () => {
    const cache = listeningCache();
    cache.set('token-a', entryFor('user-a'), cache.generation(), NOW);
    cache.set('token-b', entryFor('user-b'), cache.generation(), NOW);
    expect(cache.get('token-a', NOW + 1)?.userId).toBe('user-a');

    cache.invalidate('user-a');
    expect(cache.get('token-a', NOW + 1)).toBeUndefined();
    expect(cache.get('token-b', NOW + 1)?.userId).toBe('user-b');
  });

  it('drops every session of the user (all their devices) and everyone on `*`', () => {
    const cache = listeningCache();
    cache.set('phone', entryFor('user-a'), cache.generation(), NOW);
    cache.set('laptop', entryFor('user-a'), cache.generation(), NOW);
    cache.set('other', entryFor('user-b'), cache.generation(), NOW);
    cache.invalidate('user-a');
    expect([cache.get('phone', NOW), cache.get('laptop', NOW)]).toEqual([undefined, undefined]);
    expect(cache.size).toBe(1);
    cache.invalidate('*');
    expect(cache.size).toBe(0);
  });

  it('does not store a lookup that was in flight while a change was heard', () => {
    const cache = listeningCache();
    const generation = cache.generation();
    // The row was read before the change committed; the notification arrived before the answer came back.
    cache.invalidate('user-a');
    cache.set('token-a', entryFor('user-a'), generation, NOW);
    expect(cache.get('token-a', NOW)).toBeUndefined();
    // A lookup started after the change is stored.
    cache.set('token-a', entryFor('user-a'), cache.generation(), NOW);
    expect(cache.get('token-a', NOW)).toBeDefined();
  });

  it('is empty and bypassed while not listening, and stores nothing read before listening resumed', () => {
    const cache = createSessionCache();
    cache.set('token-a', entryFor('user-a'), cache.generation(), NOW);
    expect(cache.get('token-a', NOW)).toBeUndefined();

    cache.resume();
    cache.set('token-a', entryFor('user-a'), cache.generation(), NOW);
    const readWhileListening = cache.generation();
    cache.suspend();
    expect(cache.size).toBe(0);
    expect(cache.get('token-a', NOW)).toBeUndefined();
    cache.set('token-a', entryFor('user-a'), readWhileListening, NOW);
    expect(cache.size).toBe(0);

    cache.resume();
    cache.set('token-a', entryFor('user-a'), readWhileListening, NOW);
    expect(cache.get('token-a', NOW)).toBeUndefined();
  });

  it('never answers past the session expiry, the sliding refresh or its own time to live', () => {
    const cache = listeningCache({ ttlMs: 10_000 });
    cache.set('expiring', entryFor('user-a', { expiresAt: NOW + 5_000, refreshDueAt: NOW + 20_000 }), cache.generation(), NOW);
    cache.set('refresh-due', entryFor('user-b', { refreshDueAt: NOW + 5_000 }), cache.generation(), NOW);
    cache.set('long', entryFor('user-c'), cache.generation(), NOW);
    expect(cache.get('expiring', NOW + 4_999)).toBeDefined();
    expect(cache.get('expiring', NOW + 5_000)).toBeUndefined();
    expect(cache.get('refresh-due', NOW + 5_000)).toBeUndefined();
    expect(cache.get('long', NOW + 9_999)).toBeDefined();
    expect(cache.get('long', NOW + 10_000)).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const cache = listeningCache({ maxEntries: 2 });
    cache.set('one', entryFor('user-1'), cache.generation(), NOW);
    cache.set('two', entryFor('user-2'), cache.generation(), NOW);
    cache.set('three', entryFor('user-3'), cache.generation(), NOW);
    expect(cache.size).toBe(2);
    expect(cache.get('one', NOW)).toBeUndefined();
    expect(cache.get('three', NOW)).toBeDefined();
    // The dropped user's bookkeeping went with it: invalidating them is harmless.
    cache.invalidate('user-1');
    expect(cache.size).toBe(2);
  });
});
