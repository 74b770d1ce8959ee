import type { z } from 'zod';
import { ConnectorError } from './connector-error.ts';

/** What a platform client needs to call out; fetch is injectable so tests and benches point it anywhere. */
export interface HttpDeps {
  fetch: typeof fetch;
  now: () => Date;
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

/**
 * One JSON call with the common failure mapping: 429 -> rate_limited (Retry-After), 401 -> auth, 404 -> not_found,
 * 5xx and network errors -> upstream, a body that is not JSON or not the expected shape -> malformed.
 */
export async function requestJson<T>(deps: HttpDeps, request: JsonRequest<T>): Promise<T> {
  const { connector } = request;
  const method = request.method ?? 'GET';
  const send = () =>
    deps.fetch(request.url, {
      method,
      headers: { accept: 'application/json', ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  let response: Response;
  try {
    response = await send().catch((error: unknown) => {
      // A kept-alive connection that the server closed just as it was reused fails before the request is read; a GET
      // changes nothing, so it is sent once more on a fresh connection instead of losing the round.
      if (method === 'GET' && isClosedConnection(error)) return send();
      throw error;
    });
  } catch (error) {
    throw new ConnectorError(connector, 'upstream', `request failed (${redactUrl(request.url)}): ${(error as Error).message}`);
  }
  const { text, json } = await readBody(response, request.bigIntegerFields);
  if (!response.ok) {
    const classified = request.classifyError?.(response.status, json, response.headers);
    if (classified) throw classified;
    const status = response.status;
    if (status === 429) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), deps.now()) ?? DEFAULT_RETRY_AFTER_MS;
      throw new ConnectorError(connector, 'rate_limited', `rate limited, retry after ${retryAfterMs} ms`, { retryAfterMs, status });
    }
    if (status === 401) throw new ConnectorError(connector, 'auth', 'credentials were refused (401)', { status });
    if (status === 403) throw new ConnectorError(connector, 'auth', 'access forbidden (403)', { status });
    if (status === 404) throw new ConnectorError(connector, 'not_found', `not found (${redactUrl(request.url)})`, { status });
    throw new ConnectorError(connector, 'upstream', `answered ${status}: ${text.slice(0, 200)}`, { status });
  }
  if (json === undefined) throw new ConnectorError(connector, 'malformed', `answered invalid JSON: ${text.slice(0, 120)}`);
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
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
