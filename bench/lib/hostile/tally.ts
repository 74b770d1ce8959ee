/**
 * What the hostile soak counts: requests served (any answer), refusals by reason (the 4xx statuses and socket close
 * codes an attack is meant to get), and unexpected outcomes (5xx, timeouts, a refusal an attack should not get).
 */
export class Tally {
  served = 0;
  readonly refusals = new Map<string, number>();
  readonly unexpected = new Map<string, number>();
  /** Answers that are neither refusals nor errors but worth a figure (sign-ups a rotating client got through). */
  readonly notes = new Map<string, number>();
  readonly lastUnexpected: string[] = [];

  refused(reason: string): void {
    this.served += 1;
    this.refusals.set(reason, (this.refusals.get(reason) ?? 0) + 1);
  }

  ok(): void {
    this.served += 1;
  }

  noted(what: string): void {
    this.served += 1;
    this.notes.set(what, (this.notes.get(what) ?? 0) + 1);
  }

  wrong(reason: string, detail = ''): void {
    this.unexpected.set(reason, (this.unexpected.get(reason) ?? 0) + 1);
    this.lastUnexpected.push(`${reason}${detail ? `: ${detail.slice(0, 160)}` : ''}`);
    if (this.lastUnexpected.length > 8) this.lastUnexpected.shift();
  }

  /** An HTTP answer to an attack: 4xx is the refusal it should get, anything else is unexpected. */
  attackAnswered(lane: string, status: number, body = ''): void {
    if (status >= 400 && status < 500) this.refused(`${lane}: HTTP ${status}`);
    else this.wrong(`${lane}: HTTP ${status}`, body);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch with a timeout; a timeout or connection error is returned as status 0 with the error's message. */
export async function request(
  url: string,
  init: RequestInit = {},
  timeoutMs = 30_000,
): Promise<{ status: number; body: string; headers: Headers | null }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.text(), headers: response.headers };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error), headers: null };
  }
}
