/**
 * A small client of Slack's Web API (https://api.slack.com/web): form-encoded POSTs as Slack documents for every
 * method, JSON bodies for chat.postMessage (its blocks are nested). Slack answers HTTP 200 with `{ ok: false, error }`
 * for refusals; those come back as SlackApiError with Slack's error code. 429 waits for Retry-After and 5xx retries
 * with backoff, both a bounded number of times, so a job never hangs on Slack.
 */
import { ChatHttpError, fetchWithRetry, type ChatHttpSettings } from './chat-http.ts';

/** Where the Web API is, plus the shared retry rules (chat-http.ts: timeouts, Retry-After, 5xx backoff). */
export interface SlackApiSettings extends ChatHttpSettings {
  /** Base URL of the Web API, e.g. https://slack.com/api (a local fake in tests). */
  apiUrl: string;
}

/** A refusal: Slack's `error` code (invalid_auth, channel_not_found, ...), or rate_limited / http_5xx / timeout. */
export class SlackApiError extends Error {
  constructor(
    readonly code: string,
    /** Set for rate_limited: how long Slack asked us to wait. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(`Slack refused the call: ${code}`);
    this.name = 'SlackApiError';
  }
}

/** Codes that mean the workspace token no longer works: the connection is gone, not the call. */
export const SLACK_TOKEN_DEAD_ERRORS = new Set(['invalid_auth', 'token_revoked', 'account_inactive', 'not_authed', 'token_expired']);
/** Codes that mean this one chat channel is gone for the app. */
export const SLACK_CHANNEL_GONE_ERRORS = new Set(['channel_not_found', 'is_archived', 'not_in_channel']);

export const isSlackApiError = (error: unknown): error is SlackApiError => error instanceof SlackApiError;

type Params = Record<string, string | number | boolean | null | undefined | unknown[] | Record<string, unknown>>;

/** Calls one Web API method and returns its body when `ok`; throws SlackApiError otherwise. */
export async function callSlack<T extends Record<string, unknown>>(
  settings: SlackApiSettings,
  method: string,
  input: { token?: string | null; params?: Params; isJson?: boolean; basicAuth?: { user: string; password: string } },
): Promise<T & { ok: true }> {
  const headers: Record<string, string> = {};
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  if (input.basicAuth)
    headers.authorization = `Basic ${Buffer.from(`${input.basicAuth.user}:${input.basicAuth.password}`).toString('base64')}`;
  let body: string;
  if (input.isJson) {
    headers['content-type'] = 'application/json; charset=utf-8';
    body = JSON.stringify(input.params ?? {});
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(input.params ?? {})) {
      if (value === undefined || value === null) continue;
      form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    body = form.toString();
  }
  const url = `${settings.apiUrl.replace(/\/$/, '')}/${method}`;
  let response: Response;
  try {
    response = await fetchWithRetry(settings, url, { method: 'POST', headers, body });
  } catch (error) {
    if (error instanceof ChatHttpError) throw new SlackApiError(error.code, error.retryAfterMs);
    throw error;
  }
  const parsed = (await response.json().catch(() => null)) as (Record<string, unknown> & { ok?: boolean; error?: string }) | null;
  if (!parsed) throw new SlackApiError('invalid_response');
  if (!parsed.ok) throw new SlackApiError(typeof parsed.error === 'string' ? parsed.error : 'unknown_error');
  return parsed as T & { ok: true };
}
