import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { NOTIFY_PUBLIC_KEY } from '@creatorlens/core/notifications';
import { NOTIFY_CAPS } from '@creatorlens/core/security';
import { signIn } from './auth.ts';

/**
 * The guests of the security soak (bench/security-soak.ts): each agent signs in guests one after another and pushes
 * every notification cap as far as the server lets it, counting what was acknowledged and what was refused.
 */

export interface Options {
  durationSeconds: number;
  agents: number;
  maxOpenSockets: number;
  isGuestCheck: boolean;
}

export const TABLES = ['notification_preference', 'notification_channel_data', 'notification_guide_engagement'] as const;
export type Table = (typeof TABLES)[number];
/** Extra attempts past each cap, so every cycle is refused a few times. */
const OVER = 3;
const HTTP_IN_FLIGHT = 8;
const REQUEST_TIMEOUT_MS = 30_000;

export interface Counters {
  requests: number;
  refusedByCaps: number;
  errors: number;
  guests: number;
  signOuts: number;
  /** Sockets the server closed with 4001 after their guest signed out, and how long that took. */
  closedAfterSignOut: number;
  closeLatenciesMs: number[];
  acknowledgedRows: Record<Table, number>;
  lastErrors: string[];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SoakGuests {
  readonly counters: Counters = {
    requests: 0,
    refusedByCaps: 0,
    errors: 0,
    guests: 0,
    signOuts: 0,
    closedAfterSignOut: 0,
    closeLatenciesMs: [],
    acknowledgedRows: { notification_preference: 0, notification_channel_data: 0, notification_guide_engagement: 0 },
    lastErrors: [],
  };
  /** Open sockets, oldest first; past --max-open-sockets the oldest are closed by the bench. */
  readonly open: WebSocket[] = [];
  guideId = '';
  guideKey = '';

  constructor(
    readonly baseUrl: string,
    readonly options: Options,
    readonly deadline: number,
  ) {}

  error(what: string): void {
    this.counters.errors += 1;
    this.counters.lastErrors.push(what);
    if (this.counters.lastErrors.length > 5) this.counters.lastErrors.shift();
  }

  async request(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<{ status: number; text: string }> {
    this.counters.requests += 1;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...init.headers },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      this.error(`${path}: ${(error as Error).message}`);
      return { status: 0, text: '' };
    }
  }

  /** A capped write: 200 counts as a row when `isNew`, 422/429 as refused by a cap, anything else as an error. */
  async cappedWrite(table: Table, path: string, body: unknown, token: string, isNew: boolean): Promise<void> {
    const answer = await this.request(path, {
      method: 'PUT',
      headers: { authorization: `Bearer ${NOTIFY_PUBLIC_KEY}`, 'x-knock-user-token': token },
      body,
    });
    if (answer.status === 200) {
      if (isNew) this.counters.acknowledgedRows[table] += 1;
    } else if (answer.status === 422 || answer.status === 429) {
      this.counters.refusedByCaps += 1;
    } else if (answer.status !== 0) {
      this.error(`${path}: ${answer.status} ${answer.text.slice(0, 120)}`);
    }
  }

  async createGuide(): Promise<void> {
    const cookie = await signIn(this.baseUrl, 'platform-admin@creatorlens.test');
    this.guideKey = `soak-${randomUUID().slice(0, 8)}`;
    const answer = await this.request('/api/trpc/notification.saveGuide', {
      method: 'POST',
      headers: { cookie, origin: this.baseUrl },
      body: {
        key: this.guideKey,
        type: 'banner',
        active: true,
        content: { title: 'Soak', body: 'Soak guide' },
        audience: { kind: 'all' },
        activationPaths: [],
      },
    });
    if (answer.status !== 200) throw new Error(`saveGuide answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    this.guideId = (JSON.parse(answer.text) as { result: { data: { id: string } } }).result.data.id;
  }

  /** One Phoenix socket, or the HTTP status that refused the upgrade (0: a network error). */
  connect(token: string): Promise<{ ws: WebSocket; join: (topic: string, params?: Record<string, unknown>) => Promise<string> } | number> {
    this.counters.requests += 1;
    return new Promise((resolve) => {
      const ws = new WebSocket(
        `${this.baseUrl.replace('http', 'ws')}/ws/v1/websocket?api_key=${NOTIFY_PUBLIC_KEY}&user_token=${token}&vsn=2.0.0`,
      );
      const waiting = new Map<string, (status: string) => void>();
      let ref = 0;
      ws.on('message', (raw) => {
        const [, frameRef, , event, payload] = JSON.parse(raw.toString()) as [
          string | null,
          string | null,
          string,
          string,
          { status?: string; response?: { reason?: string } },
        ];
        if (event !== 'phx_reply' || !frameRef) return;
        const reason = payload.response?.reason ?? '';
        waiting.get(frameRef)?.(payload.status === 'ok' ? 'ok' : reason.startsWith('too many') ? 'capped' : `error ${reason}`);
        waiting.delete(frameRef);
      });
      let state: 'pending' | 'open' | 'refused' = 'pending';
      ws.once('unexpected-response', (_request, response) => {
        // A refused upgrade (403/429): answered, not an error; terminating it makes ws report an error we ignore.
        state = 'refused';
        resolve(response.statusCode ?? 0);
        ws.terminate();
      });
      ws.on('error', (error) => {
        if (state === 'refused') return;
        this.error(`socket: ${error.message}`);
        if (state === 'pending') resolve(0);
      });
      ws.once('open', () => {
        state = 'open';
        const join = (topic: string, params: Record<string, unknown> = {}) =>
          new Promise<string>((done) => {
            this.counters.requests += 1;
            const id = String((ref += 1));
            const timer = setTimeout(() => {
              waiting.delete(id);
              done('timeout');
            }, REQUEST_TIMEOUT_MS);
            waiting.set(id, (status) => {
              clearTimeout(timer);
              done(status);
            });
            ws.send(JSON.stringify([id, id, topic, 'phx_join', params]));
          });
        resolve({ ws, join });
      });
    });
  }

  private keepOpen(ws: WebSocket): void {
    this.open.push(ws);
    ws.once('close', () => {
      const index = this.open.indexOf(ws);
      if (index !== -1) this.open.splice(index, 1);
    });
    while (this.open.length > this.options.maxOpenSockets) this.open.shift()!.close();
  }

  private countJoin(status: string): void {
    if (status === 'capped') this.counters.refusedByCaps += 1;
    else if (status !== 'ok') this.error(`join: ${status}`);
  }

  /** One guest pushing every cap once; returns when done (or the deadline passed). */
  async guestCycle(index: number): Promise<void> {
    const signInAnswer = await fetch(`${this.baseUrl}/api/auth/sign-in/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.baseUrl },
      body: '{}',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch((error: Error) => error);
    this.counters.requests += 1;
    if (signInAnswer instanceof Error || signInAnswer.status !== 200) {
      this.error(
        `guest sign-in: ${signInAnswer instanceof Error ? signInAnswer.message : `${signInAnswer.status} ${(await signInAnswer.text()).slice(0, 120)}`}`,
      );
      await sleep(1000);
      return;
    }
    await signInAnswer.arrayBuffer();
    const cookie = signInAnswer.headers
      .getSetCookie()
      .find((value) => value.startsWith('better-auth.session_token='))!
      .split(';')[0]!;
    this.counters.guests += 1;
    const configAnswer = await this.request('/api/trpc/notification.getClientConfig', { headers: { cookie } });
    if (configAnswer.status !== 200) return this.error(`getClientConfig: ${configAnswer.status}`);
    const config = (JSON.parse(configAnswer.text) as { result: { data: { userId: string; userToken: string; feedChannelId: string } } })
      .result.data;
    const { userId, userToken: token, feedChannelId } = config;
    const ownTopic = `feeds:${feedChannelId}:${userId}`;

    // Sockets: the cap and a few more; the first one also tries topics, joins a minute and references past their caps.
    const sockets: WebSocket[] = [];
    for (let attempt = 0; attempt < NOTIFY_CAPS.socketsPerUser + OVER && Date.now() < this.deadline; attempt += 1) {
      const socket = await this.connect(token);
      if (typeof socket === 'number') {
        if (socket === 429) this.counters.refusedByCaps += 1;
        else if (socket !== 0) this.error(`socket upgrade: ${socket}`);
        continue;
      }
      sockets.push(socket.ws);
      this.keepOpen(socket.ws);
      if (attempt === 0) {
        for (let join = 0; join < NOTIFY_CAPS.joinsPerSocket + OVER && Date.now() < this.deadline; join += 1) {
          this.countJoin(await socket.join(`feeds:${randomUUID()}:${userId}`, { [`client_${join}`]: { archived: 'exclude' } }));
        }
      } else if (attempt === 1) {
        const references = Object.fromEntries(
          Array.from({ length: NOTIFY_CAPS.referencesPerJoin + 1 }, (_, reference) => [
            `client_${reference}`,
            { archived: 'exclude', page_size: (reference % 50) + 1 },
          ]),
        );
        this.countJoin(await socket.join(ownTopic, references));
        this.countJoin(await socket.join(ownTopic, { client_web: { archived: 'exclude', mode: 'compact' } }));
      } else {
        this.countJoin(await socket.join(ownTopic, { client_web: { archived: 'exclude', mode: 'compact' } }));
      }
    }

    // HTTP writes past each cap, HTTP_IN_FLIGHT at a time.
    const base = `/v1/users/${encodeURIComponent(userId)}`;
    const writes: (() => Promise<void>)[] = [];
    for (let set = 0; set < NOTIFY_CAPS.preferenceSetsPerUser + OVER; set += 1) {
      writes.push(() =>
        this.cappedWrite(
          'notification_preference',
          `${base}/preferences/soak-${set}`,
          { channel_types: { email: set % 2 === 0 } },
          token,
          true,
        ),
      );
    }
    for (let channel = 0; channel < NOTIFY_CAPS.channelDataPerUser + OVER; channel += 1) {
      writes.push(() =>
        this.cappedWrite(
          'notification_channel_data',
          `${base}/channel_data/soak-${channel}`,
          { data: { tokens: [`device-${channel}`] } },
          token,
          true,
        ),
      );
    }
    for (let step = 0; step < NOTIFY_CAPS.guideStepsPerUser + OVER; step += 1) {
      writes.push(() =>
        this.cappedWrite(
          'notification_guide_engagement',
          `${base}/guides/messages/seen`,
          { guide_id: this.guideId, guide_key: this.guideKey, guide_step_ref: `step_${step}` },
          token,
          true,
        ),
      );
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: HTTP_IN_FLIGHT }, async () => {
        while (next < writes.length && Date.now() < this.deadline) await writes[next++]!();
      }),
    );

    // Every fourth guest signs out with its sockets open: the server must close them within seconds.
    if (index % 4 === 3 && Date.now() < this.deadline) {
      const live = sockets.filter((ws) => ws.readyState === ws.OPEN);
      const signedOutAt = performance.now();
      const closes = live.map(
        (ws) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 15_000);
            ws.once('close', (code) => {
              clearTimeout(timer);
              if (code === 4001) {
                this.counters.closedAfterSignOut += 1;
                this.counters.closeLatenciesMs.push(performance.now() - signedOutAt);
              }
              resolve();
            });
          }),
      );
      const answer = await this.request('/api/auth/sign-out', { method: 'POST', headers: { cookie, origin: this.baseUrl }, body: {} });
      if (answer.status === 200) this.counters.signOuts += 1;
      else this.error(`sign-out: ${answer.status}`);
      // Not awaited here: the next guest starts while these close.
      void Promise.all(closes);
    }
  }

  async agent(agentIndex: number): Promise<void> {
    for (let cycle = 0; Date.now() < this.deadline; cycle += 1) await this.guestCycle(cycle * this.options.agents + agentIndex);
  }
}
