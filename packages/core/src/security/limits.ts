/**
 * Every abuse limit of the product in one place (docs/security.md lists them and how an operator changes them).
 * Rate limits count hits per key in a fixed window; caps bound how many rows or connections one user may hold.
 */

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** Default rate limits; RATE_LIMIT_<NAME>=<limit>/<seconds> overrides one (e.g. RATE_LIMIT_NEWSLETTER_IP=20/3600). */
export const DEFAULT_RATE_LIMITS = {
  /** Newsletter sign-ups from one client address. */
  newsletterIp: { limit: 5, windowSeconds: 3600 },
  /** Confirmation mails to one address: a pending address is mailed again at most this often. */
  newsletterEmail: { limit: 2, windowSeconds: 86_400 },
  /** Sign-ups from one client address. */
  signUpIp: { limit: 5, windowSeconds: 3600 },
  /** Guest sessions started from one client address. */
  guestIp: { limit: 10, windowSeconds: 3600 },
  /** Password-reset and verification mails per address (and per client address, below). */
  accountMailEmail: { limit: 3, windowSeconds: 3600 },
  accountMailIp: { limit: 10, windowSeconds: 3600 },
  /** Invitations sent or resent by one organisation. */
  invitationOrganization: { limit: 30, windowSeconds: 86_400 },
  /** Import files started by one organisation. */
  importOrganization: { limit: 20, windowSeconds: 3600 },
  /** "Refresh now" requests by one organisation. */
  refreshOrganization: { limit: 60, windowSeconds: 3600 },
  /** Share-link page views (/s/<token>) from one client address: a client reads a list, a script probes tokens. */
  shareOpenIp: { limit: 120, windowSeconds: 600 },
  /** Password attempts on share links from one client address (each costs an scrypt hash). */
  sharePasswordIp: { limit: 10, windowSeconds: 900 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;

/** Per-user caps on what the notification API and socket hold. */
export const NOTIFY_CAPS = {
  socketsPerUser: 10,
  /** Socket upgrades one user may make per minute on one process (a reconnect loop costs a session check each). */
  upgradesPerUserPerMinute: 60,
  joinsPerSocket: 50,
  referencesPerJoin: 50,
  /**
   * Distinct feed filter sets (a reference's options without status) one socket may hold across its joins: every
   * distinct set costs a count query per feed event and per join, so this, not the reference count, bounds the CPU.
   */
  distinctFiltersPerSocket: 4,
  /** Catch-up count queries (sent after a join) per user and minute on one process; joins past it get no catch-up. */
  catchUpCountsPerUserPerMinute: 60,
  /** A join's catch-up stops counting once it has run this long (the client fetches its feed anyway). */
  joinWorkBudgetMs: 200,
  /** Largest text frame the socket reads; a larger one closes that socket with 1009. */
  frameBytes: 64 * 1024,
  /** Frames per socket: a bucket of this many, refilled at the rate below; past it the socket is closed (1008). */
  frameBurstPerSocket: 120,
  framesPerSecondPerSocket: 20,
  /** The same over all of one user's sockets on one process. */
  frameBurstPerUser: 240,
  framesPerSecondPerUser: 40,
  /** Frames waiting to be handled on one socket (joins run one at a time); more closes the socket (1008). */
  queuedFramesPerSocket: 32,
  /** Nesting depth and number of values in one frame's payload; a deeper or larger payload closes the socket (1007). */
  framePayloadDepth: 6,
  framePayloadValues: 2_000,
  preferenceSetsPerUser: 10,
  channelDataPerUser: 20,
  guideStepsPerUser: 500,
} as const;

/** Unknown handles (channels no source knows yet) one organisation may create by imports per UTC day. */
export const UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY = 200;

/** Largest page any list procedure returns, whatever the caller asks for. */
export const MAX_PAGE_SIZE = 100;

/** How long an invitation can be accepted. */
export const INVITATION_LIFETIME_DAYS = 7;

/** How long a password-reset link and an e-mail verification link stay valid. */
export const PASSWORD_RESET_LINK_SECONDS = 3600;
export const EMAIL_VERIFICATION_LINK_SECONDS = 86_400;

/** How long expired guest users are kept before the clean-up deletes them with their memberships. */
export const EXPIRED_GUEST_RETENTION_MINUTES = 10;

/**
 * Reads RATE_LIMIT_<NAME> overrides (NAME in upper snake case: NEWSLETTER_IP) from the environment.
 * A malformed value throws at start, so a typo never silently leaves a limit off.
 */
export function readRateLimitRules(env: Record<string, string | undefined>): RateLimitRules {
  const rules = { ...DEFAULT_RATE_LIMITS } as RateLimitRules;
  for (const name of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[]) {
    const variable = `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
    const value = env[variable]?.trim();
    if (!value) continue;
    const match = /^(\d+)\/(\d+)$/.exec(value);
    if (!match || Number(match[2]) <= 0) throw new Error(`${variable} must look like <limit>/<seconds>, e.g. 20/3600; got "${value}"`);
    rules[name] = { limit: Number(match[1]), windowSeconds: Number(match[2]) };
  }
  return rules;
}
