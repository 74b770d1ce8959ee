import { isSessionAlive, readSessionFacts, type SessionFacts } from '@creatorlens/core/notifications';
import type { Database } from '@creatorlens/db';

/** How long one answer about a session is reused; sign-out, ban and guest expiry reach /v1 within this time. */
export const SESSION_CHECK_TTL_MS = 2_000;
const MAX_ENTRIES = 50_000;
/** Sessions read per statement by the socket sweep. */
const BATCH = 500;

interface Entry {
  facts: SessionFacts | undefined;
  readAt: number;
}

/**
 * Answers "is the session behind this user token still alive?" for every /v1 request and socket. The database is
 * the truth across processes; each process keeps an answer for at most SESSION_CHECK_TTL_MS so a feed-heavy page
 * costs one session read every two seconds instead of one per request. Lookups of one session that overlap share
 * one query.
 */
export class SessionGate {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<SessionFacts | undefined>>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async isAlive(userId: string, sessionId: string): Promise<boolean> {
    const entry = this.entries.get(sessionId);
    const facts = entry && this.now() - entry.readAt < SESSION_CHECK_TTL_MS ? entry.facts : await this.load(sessionId);
    return isSessionAlive(facts, userId, new Date(this.now()));
  }

  /** Reads these sessions afresh (the socket sweep) and returns the ones that are no longer alive for their user. */
  async findEnded(sessions: ReadonlyMap<string, string>): Promise<Set<string>> {
    const ended = new Set<string>();
    const ids = [...sessions.keys()];
    for (let index = 0; index < ids.length; index += BATCH) {
      const batch = ids.slice(index, index + BATCH);
      const readAt = this.now();
      const facts = await readSessionFacts(this.db, batch);
      for (const sessionId of batch) {
        this.remember(sessionId, { facts: facts.get(sessionId), readAt });
        if (!isSessionAlive(facts.get(sessionId), sessions.get(sessionId)!, new Date(readAt))) ended.add(sessionId);
      }
    }
    return ended;
  }

  private load(sessionId: string): Promise<SessionFacts | undefined> {
    let pending = this.inFlight.get(sessionId);
    if (!pending) {
      const readAt = this.now();
      pending = readSessionFacts(this.db, [sessionId])
        .then((facts) => {
          const found = facts.get(sessionId);
          this.remember(sessionId, { facts: found, readAt });
          return found;
        })
        .finally(() => this.inFlight.delete(sessionId));
      this.inFlight.set(sessionId, pending);
    }
    return pending;
  }

  private remember(sessionId: string, entry: Entry): void {
    this.entries.delete(sessionId);
    // Bounded: a flood of distinct (valid) tokens cannot grow the map; the oldest answers go first.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, entry);
  }
}
