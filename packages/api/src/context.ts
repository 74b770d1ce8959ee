import type { Actor } from '@creatorlens/core/actor';
import type { ConnectorRegistry } from '@creatorlens/core/connectors';
import type { MailDispatch } from '@creatorlens/core/mail';
import type { RateLimitRules } from '@creatorlens/core/security';
import type { Database } from '@creatorlens/db';

/** What every procedure receives. The server resolves the actor from the session before the call. */
export interface ApiContext {
  db: Database;
  /** null for anonymous callers; an AppError when the session exists but is refused (e.g. guest expired). */
  actor: Actor | null;
  actorError?: Error | undefined;
  now: () => Date;
  /** Mail delivery as the server configured it (SMTP or the in-app outbox). */
  mail: MailDispatch;
  /** Platform connectors with the server's credential key (admin connector procedures, creator connections). */
  connectors?: ConnectorRegistry | undefined;
  /** The installation's Slack app as the browser may see it (no secret); null or absent when Slack is not configured. */
  slack?: { clientId: string; authorizeUrl: string } | null | undefined;
  /** The installation's Microsoft Teams app as the browser may see it; null or absent when Teams is not configured. */
  msTeams?: { clientId: string; adminConsentUrl: string } | null | undefined;
  /** The caller's address as the server resolved it (proxy-aware); keys per-address rate limits. */
  clientIp?: string | undefined;
  /** The rate limits in force; undefined switches them off (RATE_LIMITS=off, tests that sign up many users). */
  rateLimits?: RateLimitRules | undefined;
  /** The server's id of this HTTP request (in its log lines); error responses carry it as data.requestId. */
  requestId?: string | undefined;
  /** The request's logger (its lines carry the request id); tests may leave it out. */
  log?: ProcedureLogger | undefined;
  /** Read replicas for this caller (replica-reads.ts); absent without standbys, and everything reads `db`. */
  reads?: ReadRouting | undefined;
}

/** Where replica-read procedures read, and how a caller's write is remembered (the server's http/read-your-writes.ts). */
export interface ReadRouting {
  /** A standby that has replayed this caller's last remembered write, or the primary (`db`) when none has. */
  readDatabase(): Database;
  /** After a mutation: remembers the primary's WAL position for this caller, so their next reads include the write. */
  rememberWrite(): Promise<void>;
}

/** The one logging call procedures make: a failure that must not fail the request but must not go unseen. */
export interface ProcedureLogger {
  error(details: Record<string, unknown>, message: string): void;
}
