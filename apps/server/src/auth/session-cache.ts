import type { SessionIdentity } from '@creatorlens/core/load-actor';

/**
 * A per-process cache of what the one-statement session lookup read (session, user, membership, licence), keyed by
 * the verified session token, so a cheap read costs its own SQL only (issue 41; decision 015).
 *
 * Revocation stays immediate (decision 006) because the cache is only trusted while it hears every change:
 * - migration 0024's triggers NOTIFY `SESSION_CHANGES_CHANNEL` with the user id (or `*`) on every write to session,
 *   user (role, ban, guest), member and organization_license; `invalidate` drops that user's entries (or all);
 * - a lookup that was in flight while any invalidation arrived does not store its answer (the generation check), so
 *   a row read before a change can never be cached after the change was heard;
 * - while the LISTEN connection is down the cache is empty and bypassed (`suspend`) until it listens again (`resume`);
 * - time still counts on every hit: an entry is used only before the session expires, before better-auth's sliding
 *   refresh is due (that request goes to better-auth) and for at most `ttlMs`; guest and licence expiry are checked
 *   against the clock by loadActor and the permission builder on every request, as before.
 */
export interface SessionCache {
  /** The cached identity for a token, or undefined (missing, stale, or the cache is suspended). */
  get(token: string, now: number): SessionIdentity | undefined;
  /** Marks the start of a database lookup; pass the result to `set` so a change heard meanwhile wins. */
  generation(): number;
  /** Stores a lookup's answer unless an invalidation arrived since `generation` was taken. */
  set(token: string, entry: CachedSession, generationAtRead: number, now: number): void;
  /** A NOTIFY payload: a user id, or `*` for everyone. */
  invalidate(payload: string): void;
  /** The LISTEN connection is lost: drop everything and answer nothing until `resume`. */
  suspend(): void;
  /** Listening again: later changes will be heard, so caching may start afresh. */
  resume(): void;
  readonly size: number;
}

export interface CachedSession {
  identity: SessionIdentity;
  /** When the session expires (ms since the epoch). */
  expiresAt: number;
  /** From when better-auth would slide the expiry forward: the lookup must then hand the request to it. */
  refreshDueAt: number;
}

interface Entry extends CachedSession {
  storedAt: number;
}

export const SESSION_CACHE_DEFAULTS = { ttlMs: 10_000, maxEntries: 10_000 } as const;

/** Creates the cache; it starts suspended until the process is listening for session changes. */
export function createSessionCache(options: { ttlMs?: number; maxEntries?: number } = {}): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_DEFAULTS.ttlMs;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_DEFAULTS.maxEntries;
  const entries = new Map<string, Entry>();
  const tokensByUser = new Map<string, Set<string>>();
  let currentGeneration = 0;
  let isListening = false;

  const remove = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensByUser.get(entry.identity.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(entry.identity.userId);
  };
  const clear = () => {
    entries.clear();
    tokensByUser.clear();
  };

  return {
    get(token, now) {
      if (!isListening) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (now >= entry.expiresAt || now >= entry.refreshDueAt || now - entry.storedAt >= ttlMs) {
        remove(token);
        return undefined;
      }
      return entry.identity;
    },
    generation: () => currentGeneration,
    set(token, entry, generationAtRead, now) {
      if (!isListening || generationAtRead !== currentGeneration) return;
      remove(token);
      // Oldest first out: Map keeps insertion order, and a re-stored token moved to the end above.
      while (entries.size >= maxEntries) remove(entries.keys().next().value!);
      entries.set(token, { ...entry, storedAt: now });
      const tokens = tokensByUser.get(entry.identity.userId) ?? new Set<string>();
      tokens.add(token);
      tokensByUser.set(entry.identity.userId, tokens);
    },
    invalidate(payload) {
      currentGeneration += 1;
      if (payload === '*') return clear();
      for (const token of [...(tokensByUser.get(payload) ?? [])]) remove(token);
    },
    suspend() {
      isListening = false;
      currentGeneration += 1;
      clear();
    },
    resume() {
      currentGeneration += 1;
      isListening = true;
    },
    get size() {
      return entries.size;
    },
  };
}
