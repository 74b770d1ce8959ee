/** Why a platform call failed; the job queue decides from the kind whether to wait, retry later or give up. */
export type ConnectorErrorKind = 'rate_limited' | 'quota_exhausted' | 'auth' | 'not_found' | 'malformed' | 'not_configured' | 'upstream';

interface ConnectorErrorDetails {
  /** rate_limited: how long to wait before the next call. */
  retryAfterMs?: number;
  /** quota_exhausted: when the platform (or our configured daily quota) allows calls again. */
  resetAt?: Date;
  /** The HTTP status the platform answered, when there was an answer. */
  status?: number;
  /**
   * What the remote said (its error body, truncated), for the server log only: it is the remote's text, so it never
   * goes into the message that users and admins see.
   */
  detail?: string;
}

/** The one error type of the connectors: a closed set of kinds, each with what a caller needs to react. */
export class ConnectorError extends Error {
  readonly connector: string;
  readonly kind: ConnectorErrorKind;
  readonly retryAfterMs: number | undefined;
  readonly resetAt: Date | undefined;
  readonly status: number | undefined;
  readonly detail: string | undefined;

  constructor(connector: string, kind: ConnectorErrorKind, message: string, details: ConnectorErrorDetails = {}) {
    super(`${connector}: ${message}`);
    this.name = 'ConnectorError';
    this.connector = connector;
    this.kind = kind;
    this.retryAfterMs = details.retryAfterMs;
    this.resetAt = details.resetAt;
    this.status = details.status;
    this.detail = details.detail;
  }
}

export const isConnectorError = (error: unknown): error is ConnectorError => error instanceof ConnectorError;

/** How much of a remote's text the log keeps: enough to diagnose, too little to flood the log. */
const REMOTE_DETAIL_CHARS = 300;

/** A remote's text made safe for one log field: control characters removed, whitespace collapsed, truncated. */
export const remoteDetail = (text: string): string =>
  text
    .slice(0, REMOTE_DETAIL_CHARS * 4)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, REMOTE_DETAIL_CHARS);
