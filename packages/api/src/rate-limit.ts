import { enforceRateLimit, type RateLimitName } from '@creatorlens/core/security';
import type { ApiContext } from './context.ts';

/**
 * Counts one hit of a procedure call against a named rate limit (RATE_LIMITED, HTTP 429, when over it).
 * `subject` says whom the limit counts: an organisation id, an address, or "ip" for the caller's address.
 */
export async function limitRate(
  ctx: Pick<ApiContext, 'db' | 'rateLimits' | 'clientIp'>,
  name: RateLimitName,
  subject: string | 'ip',
): Promise<void> {
  if (!ctx.rateLimits) return;
  const who = subject === 'ip' ? `ip:${ctx.clientIp ?? 'unknown'}` : subject;
  await enforceRateLimit({ db: ctx.db }, { key: `${name}:${who}`, rule: ctx.rateLimits[name] });
}
