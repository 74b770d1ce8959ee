/**
 * The HTTP round trip every chat provider shares: a timeout per attempt, 429 answered by waiting for Retry-After
 * and 5xx or network failures by a doubling backoff, both a bounded number of times, so a delivery job never hangs on
 * a provider. A wait longer than `maxRetryAfterMs` is handed to the caller (jobs re-queue instead of sleeping).
 */

export interface ChatHttpSettings {
  fetch?: typeof fetch;
  /** Per attempt (default 10 s). */
  timeoutMs?: number;
  /** Extra attempts after a 429, a 5xx or a network failure (default 2). */
  retries?: number;
  /** Longest Retry-After waited in-process (default 5 s). */
  maxRetryAfterMs?: number;
  /** Backoff base for 5xx and network failures (default 300 ms, doubled per attempt). */
  backoffMs?: number;
}

/** A failed round trip: rate_limited (with the provider's wait), http_5xx, timeout or network_error. */
export class ChatHttpError extends Error {
  constructor(
    readonly code: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`The chat provider did not answer: ${code}`);
    this.name = 'ChatHttpError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in whole seconds (what Slack and Microsoft send); a missing or odd header still waits a second. */
const retryAfterMsOf = (header: string | null): number => {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds * 1000) : 1_000;
};

/** Sends one request with the shared retry rules; any answer below 500 other than 429 is returned to the caller. */
export async function fetchWithRetry(settings: ChatHttpSettings, url: string, init: RequestInit): Promise<Response> {
  const doFetch = settings.fetch ?? fetch;
  const retries = settings.retries ?? 2;
  const backoff = (attempt: number) => sleep((settings.backoffMs ?? 300) * 2 ** attempt);
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000) });
    } catch (error) {
      if (attempt < retries) {
        await backoff(attempt);
        continue;
      }
      throw new ChatHttpError((error as Error).name === 'TimeoutError' ? 'timeout' : 'network_error');
    }
    if (response.status === 429) {
      const waitMs = retryAfterMsOf(response.headers.get('retry-after'));
      await response.body?.cancel();
      if (attempt < retries && waitMs <= (settings.maxRetryAfterMs ?? 5_000)) {
        await sleep(waitMs);
        continue;
      }
      throw new ChatHttpError('rate_limited', waitMs);
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      if (attempt < retries) {
        await backoff(attempt);
        continue;
      }
      throw new ChatHttpError(`http_${response.status}`);
    }
    return response;
  }
}
