/**
 * Rendered feed pages kept in this process, so a feed fetched again unchanged (every page load, every tab, every
 * socket-triggered refetch of an idle feed) costs a map lookup instead of a 2-4 ms statement in PostgreSQL, which
 * on a 2-core machine caps the feed at a few hundred requests per second.
 *
 * Correctness rests on invalidation, not on the time limit:
 * - every write to a user's messages drops that user's pages here before the write's HTTP answer is sent, and
 * - every process hears the 'feed' / 'feed-stale' database events (NOTIFY, sent on commit) and drops them too, so a
 *   change made through another server process is seen as soon as its event arrives (milliseconds).
 * A read that overlaps a write must not store the page it read before the write: each user has a generation,
 * bumped by every invalidation; a page is stored only if the generation it started under is still current.
 * The time limit only bounds what no event reports (an actor renaming themselves).
 */
export interface FeedCacheOptions {
  /** Upper bound on the bytes of cached page text; the least recently used pages go first. */
  maxBytes?: number;
  /** Pages older than this are read again. */
  ttlMs?: number;
  now?: () => number;
}

/** A page as text, or already encoded as the bytes of the HTTP answer (written to the socket without re-encoding). */
export type CachedBody = string | Buffer;

interface CachedPage {
  userId: string;
  body: CachedBody;
  storedAt: number;
}

const sizeOf = (body: CachedBody): number => (typeof body === 'string' ? body.length * 2 : body.byteLength);

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const DEFAULT_TTL_MS = 30_000;
/** Generations are kept per user; past this many users they are reset together (and every page dropped). */
const MAX_TRACKED_USERS = 100_000;

export class FeedCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly keysByUser = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  /** Bumped when all generations are reset, so reads that started before the reset do not store. */
  private epoch = 0;
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: FeedCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** The cached page for this user and key, or the one `load` renders (stored unless a write overlapped the read). */
  async read<Body extends CachedBody>(userId: string, key: string, load: () => Promise<Body>): Promise<Body> {
    const cacheKey = `${userId}\u0000${key}`;
    const hit = this.pages.get(cacheKey);
    if (hit && this.now() - hit.storedAt < this.ttlMs) {
      // Map order is the LRU order: a hit moves to the end.
      this.pages.delete(cacheKey);
      this.pages.set(cacheKey, hit);
      return hit.body as Body;
    }
    const generation = this.generations.get(userId) ?? 0;
    const epoch = this.epoch;
    const body = await load();
    if (epoch === this.epoch && generation === (this.generations.get(userId) ?? 0))
      this.store(cacheKey, { userId, body, storedAt: this.now() });
    return body;
  }

  /** Drops every cached page of these users; reads in flight for them will not store what they read. */
  invalidate(userIds: Iterable<string>): void {
    for (const userId of userIds) {
      if (this.generations.size >= MAX_TRACKED_USERS && !this.generations.has(userId)) this.reset();
      this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
      const keys = this.keysByUser.get(userId);
      if (!keys) continue;
      for (const cacheKey of keys) this.dropPage(cacheKey);
      this.keysByUser.delete(userId);
    }
  }

  get size(): number {
    return this.pages.size;
  }

  private store(cacheKey: string, page: CachedPage): void {
    if (this.pages.has(cacheKey)) this.dropPage(cacheKey);
    const size = sizeOf(page.body);
    if (size > this.maxBytes) return;
    this.pages.set(cacheKey, page);
    this.bytes += size;
    let keys = this.keysByUser.get(page.userId);
    if (!keys) this.keysByUser.set(page.userId, (keys = new Set()));
    keys.add(cacheKey);
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.dropPage(oldest);
    }
  }

  private dropPage(cacheKey: string): void {
    const page = this.pages.get(cacheKey);
    if (!page) return;
    this.pages.delete(cacheKey);
    this.bytes -= sizeOf(page.body);
    const keys = this.keysByUser.get(page.userId);
    keys?.delete(cacheKey);
    if (keys?.size === 0) this.keysByUser.delete(page.userId);
  }

  private reset(): void {
    this.pages.clear();
    this.keysByUser.clear();
    this.generations.clear();
    this.bytes = 0;
    this.epoch += 1;
  }
}
