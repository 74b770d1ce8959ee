import type { z } from 'zod';
import { ConnectorError, remoteDetail } from './connector-error.ts';
import { assertOutboundAllowed, type OutboundGuard } from './outbound-guard.ts';

/** What a platform client needs to call out; fetch is injectable so tests and benches point it anywhere. */
export interface HttpDeps {
  fetch: typeof fetch;
  now: () => Date;
  /** Which hosts may be called; checked before every request and every redirect hop. */
  outbound: OutboundGuard;
}

export interface JsonRequest<T> {
  connector: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  schema: z.ZodType<T>;
  /** Turns a platform's error body into a more precise ConnectorError (quota reasons, token errors ...). */
  classifyError?: (status: number, body: unknown, headers: Headers) => ConnectorError | null;
  /** Fields whose integer values exceed 2^53 (TikTok's int64 video ids): read as strings so no digit is lost. */
  bigIntegerFields?: readonly string[];
}

const DEFAULT_RETRY_AFTER_MS = 60_000;
/** A request that hangs longer than this is treated as an upstream failure, so a worker never stalls on one call. */
const REQUEST_TIMEOUT_MS = 20_000;

/** fetch (undici) reports a socket the other side closed as a TypeError whose cause has one of these codes. */
const CLOSED_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
const isClosedConnection = (error: unknown): boolean => {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && CLOSED_CONNECTION_CODES.has(code);
};

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** URLs in error messages never carry credentials (API keys travel as query parameters on some platforms). */
export const redactUrl = (url: string): string => url.replace(/([?&](?:key|access_token|client_secret)=)[^&]*/g, '$1***');

const readBody = async (response: Response, bigIntegerFields: readonly string[] = []): Promise<{ text: string; json: unknown }> => {
  let text = await response.text();
  for (const field of bigIntegerFields) text = text.replace(new RegExp(`("${field}"\\s*:\\s*)(-?\\d{16,})`, 'g'), '$1"$2"');
  try {
    return { text, json: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { text, json: undefined };
  }
};

/** A platform that moves an endpoint within its own origin still works; anything further is a misconfiguration. */
const MAX_SAME_ORIGIN_REDIRECTS = 3;
const isRedirect = (status: number): boolean => status >= 300 && status < 400 && status !== 304;

interface Outgoing {
  url: string;
  method: 'GET' | 'POST';
}

async function sendOnce<T>(deps: HttpDeps, request: JsonRequest<T>, outgoing: Outgoing): Promise<Response> {
  const send = () =>
    deps.fetch(outgoing.url, {
      method: outgoing.method,
      headers: { accept: 'application/json', ...request.headers },
      body: outgoing.method === 'GET' ? undefined : request.body,
      // Redirects are judged here, hop by hop: fetch would follow them to any host with our headers.
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  try {
    return await send().catch((error: unknown) => {
      // A kept-alive connection that the server closed just as it was reused fails before the request is read; a GET
      // changes nothing, so it is sent once more on a fresh connection instead of losing the round.
      if (outgoing.method === 'GET' && isClosedConnection(error)) return send();
      throw error;
    });
  } catch (error) {
    throw new ConnectorError(request.connector, 'upstream', `request failed (${redactUrl(request.url)}): ${(error as Error).message}`);
  }
}

/**
 * Sends the request to an allowed host and follows redirects only within the configured origin: the headers and body
 * carry credentials, which must reach no host but the one the secret was entered for. A POST follows only 307/308,
 * the redirects that promise the same request.
 */
async function sendWithinOrigin<T>(deps: HttpDeps, request: JsonRequest<T>): Promise<Response> {
  const { connector } = request;
  if (!URL.canParse(request.url))
    throw new ConnectorError(connector, 'not_configured', 'an endpoint URL is missing or not valid (Admin > Connectors)');
  const origin = new URL(request.url).origin;
  const outgoing: Outgoing = { url: request.url, method: request.method ?? 'GET' };
  for (let hop = 0; ; hop += 1) {
    await assertOutboundAllowed(deps.outbound, connector, outgoing.url);
    const response = await sendOnce(deps, request, outgoing);
    if (!isRedirect(response.status)) return response;
    const { status } = response;
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location') ?? '';
    const next = location && URL.canParse(location, outgoing.url) ? new URL(location, outgoing.url) : null;
    const detail = remoteDetail(location);
    if (!next || next.origin !== origin)
      throw new ConnectorError(connector, 'upstream', `answered ${status} with a redirect to another address, which is not followed`, {
        status,
        detail,
      });
    if (outgoing.method !== 'GET' && status !== 307 && status !== 308)
      throw new ConnectorError(connector, 'upstream', `answered ${status} to a ${outgoing.method}; the redirect is not followed`, {
        status,
        detail,
      });
    if (hop >= MAX_SAME_ORIGIN_REDIRECTS) throw new ConnectorError(connector, 'upstream', 'redirected too often', { status, detail });
    outgoing.url = next.toString();
  }
}

/**
 * One JSON call with the common failure mapping: 429 -> rate_limited (Retry-After), 401 -> auth, 404 -> not_found,
 * 5xx and network errors -> upstream, a body that is not JSON or not the expected shape -> malformed. Messages are
 * ours (status and URL we configured); what the remote wrote goes to `detail`, for the server log.
 */
export async function requestJson<T>(deps: HttpDeps, request: JsonRequest<T>): Promise<T> {
  const { connector } = request;
  const response = await sendWithinOrigin(deps, request);
  const { text, json } = await readBody(response, request.bigIntegerFields);
  if (!response.ok) {
    const classified = request.classifyError?.(response.status, json, response.headers);
    if (classified) throw classified;
    const status = response.status;
    const detail = remoteDetail(text);
    if (status === 429) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), deps.now()) ?? DEFAULT_RETRY_AFTER_MS;
      throw new ConnectorError(connector, 'rate_limited', `rate limited, retry after ${retryAfterMs} ms`, { retryAfterMs, status, detail });
    }
    if (status === 401) throw new ConnectorError(connector, 'auth', 'credentials were refused (401)', { status, detail });
    if (status === 403) throw new ConnectorError(connector, 'auth', 'access forbidden (403)', { status, detail });
    if (status === 404) throw new ConnectorError(connector, 'not_found', `not found (${redactUrl(request.url)})`, { status, detail });
    throw new ConnectorError(connector, 'upstream', `answered ${status}`, { status, detail });
  }
  if (json === undefined) throw new ConnectorError(connector, 'malformed', 'answered invalid JSON', { detail: remoteDetail(text) });
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Paths and messages come from our schemas (no records, no strict objects), never from the remote's keys or values.
    const where = issue?.path.join('.') || '(root)';
    throw new ConnectorError(connector, 'malformed', `unexpected payload at ${where}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Builds a URL from a configured base and a path with query parameters (undefined values are left out). */
export function buildUrl(base: string, path: string, query: Record<string, string | number | undefined> = {}): string {
  const url = new URL(`${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}
