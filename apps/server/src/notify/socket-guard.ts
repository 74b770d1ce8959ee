import { NOTIFY_CAPS } from '@creatorlens/core/security';

/** A Phoenix v2 frame: [join_ref, ref, topic, event, payload]. */
export type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/**
 * Close codes of a socket the server gives up on. The Phoenix client reconnects after any code but 1000, with its
 * backoff, so a misbehaving client slows itself down; the socket and upgrade caps bound what it can do meanwhile.
 * ws itself closes with 1007 (text frame that is not UTF-8) and 1009 (frame over NOTIFY_CAPS.frameBytes).
 */
export const CLOSE_CODES = {
  /** A binary frame: the server speaks only the JSON serializer. */
  unsupportedData: 1003,
  /** Text that is not a Phoenix frame (not JSON, wrong shape, payload too deep or too large). */
  invalidFrame: 1007,
  /** Frame rate or queued frames over the caps. */
  policyViolation: 1008,
} as const;

const MAX_REF_LENGTH = 64;
const MAX_TOPIC_LENGTH = 256;
const MAX_EVENT_LENGTH = 64;

const isRef = (value: unknown): value is string | null => value === null || (typeof value === 'string' && value.length <= MAX_REF_LENGTH);

/**
 * Whether a parsed value stays within the depth and value-count caps. Iterative: a payload 30,000 arrays deep must
 * not overflow the stack here, nor reach code that walks it recursively (JSON.stringify in the fan-out).
 */
export function isPayloadWithinCaps(
  value: unknown,
  maxDepth = NOTIFY_CAPS.framePayloadDepth,
  maxValues = NOTIFY_CAPS.framePayloadValues,
): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  let seen = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    seen += 1;
    if (seen > maxValues) return false;
    if (current === null || typeof current !== 'object') continue;
    if (depth > maxDepth) return false;
    for (const child of Array.isArray(current) ? current : Object.values(current)) stack.push([child, depth + 1]);
  }
  return true;
}

/** The frame in a text message, or null when the text is not a frame the server accepts. */
export function parseFrame(text: string): Frame | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return null;
  const [joinRef, ref, topic, event, payload] = parsed as unknown[];
  if (!isRef(joinRef) || !isRef(ref)) return null;
  if (typeof topic !== 'string' || topic.length === 0 || topic.length > MAX_TOPIC_LENGTH) return null;
  if (typeof event !== 'string' || event.length === 0 || event.length > MAX_EVENT_LENGTH) return null;
  if (payload !== null && (typeof payload !== 'object' || Array.isArray(payload))) return null;
  if (!isPayloadWithinCaps(payload)) return null;
  return [joinRef, ref, topic, event, (payload ?? {}) as Record<string, unknown>];
}

/** A token bucket: `burst` tokens, refilled at `perSecond`; take() is false when empty. */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;
  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now = performance.now(),
  ) {
    this.tokens = burst;
    this.updatedAt = now;
  }

  take(now = performance.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.perSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Counts events per key in a sliding minute; `tryAdd` is false once a key holds `limit` events in the last minute. */
export class MinuteCounter {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly limit: number) {}

  tryAdd(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }

  /** Forgets keys with no event in the last minute (called by the sweep, so idle users cost no memory). */
  prune(now = Date.now()): void {
    for (const [key, times] of this.hits) if (times.every((at) => now - at >= 60_000)) this.hits.delete(key);
  }
}
