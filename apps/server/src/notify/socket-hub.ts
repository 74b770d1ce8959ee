import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { and, eq } from 'drizzle-orm';
import {
  countFeed,
  guideEligibility,
  isUserTokenExpired,
  listGuidesForUser,
  parseFeedFilters,
  readMemberships,
  type NotifyEvent,
} from '@creatorlens/core/notifications';
import { NOTIFY_CAPS } from '@creatorlens/core/security';
import { LISTS_CHANGED_EVENT, listsTopic, type ListsChangedPayload } from '@creatorlens/contracts/notifications';
import { schema, type Database } from '@creatorlens/db';
import type { SessionGate } from './session-gate.ts';
import { CLOSE_CODES, MinuteCounter, parseFrame, TokenBucket, type Frame } from './socket-guard.ts';

interface Subscription {
  joinRef: string;
  /** Feed topics: reference id -> that feed's default options (Phoenix join params). */
  params: Record<string, unknown>;
}

async function isMemberOf(db: Database, userId: string, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.member.id })
    .from(schema.member)
    .where(and(eq(schema.member.userId, userId), eq(schema.member.organizationId, organizationId)))
    .limit(1);
  return Boolean(row);
}

/** The window over which a socket's joins are counted (at most NOTIFY_CAPS.joinsPerSocket joins in it). */
export const JOIN_WINDOW_MS = 60_000;
/** Users whose memberships one sweep query reads. */
const SWEEP_BATCH = 500;
/** Close code when the session behind a socket ended (sign-out, ban, guest expiry) or its token expired. */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/** One socket of one authenticated user, tied to the session and token it was opened with. */
export class SocketConnection {
  readonly subscriptions = new Map<string, Subscription>();
  /** Start times of the joins in the current window (bounded by the join cap). */
  readonly recentJoins: number[] = [];
  readonly frameBucket = new TokenBucket(NOTIFY_CAPS.frameBurstPerSocket, NOTIFY_CAPS.framesPerSecondPerSocket);
  /** Frames are handled one at a time, in order: a slow join cannot be overtaken or multiplied by its followers. */
  queue: Promise<void> = Promise.resolve();
  queued = 0;
  constructor(
    readonly socket: WebSocket,
    readonly userId: string,
    readonly sessionId: string,
    /** The token's `exp` (seconds): the socket closes when it passes (the web client has reconnected by then). */
    readonly tokenExp: number,
  ) {}

  send(frame: Frame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }
}

const FEED_TOPIC = /^feeds:([0-9a-f-]{36}):(.+)$/i;
const GUIDE_TOPIC = /^guides:([0-9a-f-]{36})$/i;
/** Lists of one organisation (campaigns, watchlists, tags): members' tabs refetch on `lists.changed`. */
const LISTS_TOPIC = /^lists:(.+)$/;

/**
 * The Phoenix (serializer v2) side of the realtime API: joins, leaves, heartbeats, and the fan-out of database
 * events to the sockets subscribed to a topic. Events for one topic arriving together are coalesced into one push.
 * A sweep (every few seconds) closes sockets whose session ended or token expired and drops `lists:` topics of
 * organisations the user left.
 */
export class SocketHub {
  private readonly topics = new Map<string, Set<SocketConnection>>();
  private readonly connections = new Set<SocketConnection>();
  private readonly pendingFeedTopics = new Set<string>();
  private flushScheduled = false;
  /** When the oldest feed event waiting for the next flush arrived (performance.now()), for the fan-out metric. */
  private pendingSince: number | null = null;
  private readonly userFrameBuckets = new Map<string, TokenBucket>();
  private readonly catchUpCounts = new MinuteCounter(NOTIFY_CAPS.catchUpCountsPerUserPerMinute);

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly sessions: SessionGate,
    /** Told how long each flush of feed events took from the first event's arrival to the last push (seconds). */
    private readonly onFanOut: (seconds: number) => void = () => {},
    /** Told each time a socket is closed by a frame rule, with the rule's name (for the soak's refusal counts). */
    private readonly onRefusal: (reason: string) => void = () => {},
  ) {}

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Registers an upgraded socket; `onClose` runs once when it closes (the socket cap gives its place back). */
  attach(connection: SocketConnection, onClose: () => void = () => {}): void {
    this.connections.add(connection);
    // Without a listener, ws's 'error' (a text frame that is not UTF-8, a frame over the size cap, a reset
    // connection) is an uncaught exception that ends the process for everyone. ws has already closed the socket
    // with the right code (1007, 1009) when it emits it.
    connection.socket.on('error', (error: Error & { code?: string }) => {
      this.log.debug({ err: error, userId: connection.userId }, 'socket error');
      // ws's codes (WS_ERR_INVALID_UTF8, WS_ERR_UNSUPPORTED_MESSAGE_LENGTH, ...) are a closed set: safe as labels.
      this.onRefusal(error.code?.startsWith('WS_ERR_') ? error.code : 'connection error');
    });
    connection.socket.on('message', (raw, isBinary) => this.receive(connection, raw, isBinary));
    connection.socket.on('close', () => {
      this.connections.delete(connection);
      for (const topic of connection.subscriptions.keys()) this.unsubscribe(connection, topic);
      if (![...this.connections].some((other) => other.userId === connection.userId)) this.userFrameBuckets.delete(connection.userId);
      onClose();
    });
  }

  /** Checks one incoming message against the caps and queues its frame; a socket that breaks a rule is closed. */
  private receive(connection: SocketConnection, raw: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    if (!this.connections.has(connection)) return;
    let userBucket = this.userFrameBuckets.get(connection.userId);
    if (!userBucket) {
      userBucket = new TokenBucket(NOTIFY_CAPS.frameBurstPerUser, NOTIFY_CAPS.framesPerSecondPerUser);
      this.userFrameBuckets.set(connection.userId, userBucket);
    }
    if (!connection.frameBucket.take() || !userBucket.take()) return this.refuse(connection, CLOSE_CODES.policyViolation, 'frame rate');
    if (connection.queued >= NOTIFY_CAPS.queuedFramesPerSocket)
      return this.refuse(connection, CLOSE_CODES.policyViolation, 'frames queued');
    if (isBinary) return this.refuse(connection, CLOSE_CODES.unsupportedData, 'binary frame');
    const text = Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : Buffer.from(raw as ArrayBuffer).toString('utf8');
    const frame = parseFrame(text);
    if (!frame) return this.refuse(connection, CLOSE_CODES.invalidFrame, 'invalid frame');
    connection.queued += 1;
    connection.queue = connection.queue
      .then(() => this.handle(connection, frame))
      .catch((error: unknown) => this.log.error({ err: error }, 'socket frame failed'))
      .finally(() => (connection.queued -= 1));
  }

  /** Closes a socket that broke a frame rule (counted per reason, so an operator sees abuse in the log). */
  private refuse(connection: SocketConnection, code: number, reason: string): void {
    this.log.info({ userId: connection.userId, code, reason }, 'socket closed by a frame rule');
    this.onRefusal(reason);
    this.connections.delete(connection);
    for (const topic of [...connection.subscriptions.keys()]) this.unsubscribe(connection, topic);
    connection.socket.close(code, reason);
    setTimeout(() => connection.socket.terminate(), 5_000).unref();
  }

  /**
   * One pass of the revocation sweep: closes every socket whose session is no longer alive (read afresh from the
   * database) or whose token expired, and takes `lists:` topics away from users who left that organisation.
   */
  async sweep(now = new Date()): Promise<void> {
    this.catchUpCounts.prune(now.getTime());
    const open = [...this.connections];
    const sessionUsers = new Map<string, string>();
    for (const connection of open) {
      if (isUserTokenExpired({ exp: connection.tokenExp }, now)) this.close(connection, 'user token expired');
      else sessionUsers.set(connection.sessionId, connection.userId);
    }
    const ended = await this.sessions.findEnded(sessionUsers);
    const listTopicsByUser = new Map<string, SocketConnection[]>();
    for (const connection of open) {
      if (ended.has(connection.sessionId)) {
        this.close(connection, 'session ended');
        continue;
      }
      if ([...connection.subscriptions.keys()].some((topic) => LISTS_TOPIC.test(topic))) {
        const list = listTopicsByUser.get(connection.userId) ?? [];
        list.push(connection);
        listTopicsByUser.set(connection.userId, list);
      }
    }
    const userIds = [...listTopicsByUser.keys()];
    for (let index = 0; index < userIds.length; index += SWEEP_BATCH) {
      const memberships = await readMemberships(this.db, userIds.slice(index, index + SWEEP_BATCH));
      for (const userId of userIds.slice(index, index + SWEEP_BATCH)) {
        const stillMember = memberships.get(userId) ?? new Set<string>();
        for (const connection of listTopicsByUser.get(userId)!) {
          for (const topic of [...connection.subscriptions.keys()]) {
            const lists = LISTS_TOPIC.exec(topic);
            if (!lists || stillMember.has(lists[1]!)) continue;
            // phx_close makes the client drop the channel (no rejoin); the server forgets the subscription.
            const subscription = connection.subscriptions.get(topic)!;
            this.unsubscribe(connection, topic);
            connection.send([subscription.joinRef, null, topic, 'phx_close', {}]);
          }
        }
      }
    }
  }

  private close(connection: SocketConnection, reason: string): void {
    this.connections.delete(connection);
    for (const topic of [...connection.subscriptions.keys()]) this.unsubscribe(connection, topic);
    connection.socket.close(SESSION_ENDED_CLOSE_CODE, reason);
    // A peer that never answers the close handshake is cut off.
    setTimeout(() => connection.socket.terminate(), 5_000).unref();
  }

  private unsubscribe(connection: SocketConnection, topic: string): void {
    connection.subscriptions.delete(topic);
    const set = this.topics.get(topic);
    set?.delete(connection);
    if (set?.size === 0) this.topics.delete(topic);
  }

  private reply(connection: SocketConnection, frame: Frame, status: 'ok' | 'error', response: Record<string, unknown> = {}): void {
    connection.send([frame[0], frame[1], frame[2], 'phx_reply', { status, response }]);
  }

  private async handle(connection: SocketConnection, frame: Frame): Promise<void> {
    const [joinRef, , topic, event, payload] = frame;
    if (topic === 'phoenix' && event === 'heartbeat') return this.reply(connection, frame, 'ok');
    if (event === 'phx_leave') {
      this.unsubscribe(connection, topic);
      return this.reply(connection, frame, 'ok');
    }
    if (event !== 'phx_join') return this.reply(connection, frame, 'error', { reason: 'unmatched topic' });
    const params = payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
    const refusal = this.joinRefusal(connection, topic, params);
    if (refusal) return this.reply(connection, frame, 'error', { reason: refusal });
    const feed = FEED_TOPIC.exec(topic);
    const guide = GUIDE_TOPIC.exec(topic);
    const lists = LISTS_TOPIC.exec(topic);
    // A token reaches only its own topics: the user segment of a feed topic and the guide join's user_id must match;
    // an organisation's lists topic needs a membership (re-checked by every sweep).
    const isAllowed = feed
      ? feed[2] === connection.userId
      : guide
        ? params.user_id === undefined || params.user_id === connection.userId
        : lists
          ? await isMemberOf(this.db, connection.userId, lists[1]!)
          : false;
    if (!isAllowed) return this.reply(connection, frame, 'error', { reason: 'unauthorized' });
    // The socket may have been closed by the sweep, or other joins may have filled it, while the membership was read.
    if (!this.connections.has(connection)) return;
    if (!connection.subscriptions.has(topic) && connection.subscriptions.size >= NOTIFY_CAPS.joinsPerSocket) {
      return this.reply(connection, frame, 'error', { reason: `too many topics: a socket may join at most ${NOTIFY_CAPS.joinsPerSocket}` });
    }
    // Each join replaces the params (the client rejoins with all its feed references).
    connection.subscriptions.set(topic, { joinRef: joinRef ?? frame[1] ?? '0', params });
    let set = this.topics.get(topic);
    if (!set) this.topics.set(topic, (set = new Set()));
    set.add(connection);
    this.reply(connection, frame, 'ok');
    // Catch-up: the client does not refetch after a reconnect, so tell it the current counts; it then fetches newer items.
    if (feed && Object.keys(params).length > 0) {
      await this.pushFeed(topic, feed[1]!, feed[2]!, [connection], {
        budgetEndsAt: performance.now() + NOTIFY_CAPS.joinWorkBudgetMs,
        mayCount: () => this.catchUpCounts.tryAdd(connection.userId),
      });
    }
  }

  /**
   * Why a join is refused by the caps, or null: at most NOTIFY_CAPS.joinsPerSocket topics held at once and joins
   * per minute (each feed join runs count queries), at most NOTIFY_CAPS.referencesPerJoin feed references per join.
   */
  private joinRefusal(connection: SocketConnection, topic: string, params: Record<string, unknown>): string | null {
    const now = Date.now();
    while (connection.recentJoins.length > 0 && now - connection.recentJoins[0]! >= JOIN_WINDOW_MS) connection.recentJoins.shift();
    if (!connection.subscriptions.has(topic) && connection.subscriptions.size >= NOTIFY_CAPS.joinsPerSocket) {
      return `too many topics: a socket may join at most ${NOTIFY_CAPS.joinsPerSocket}`;
    }
    if (connection.recentJoins.length >= NOTIFY_CAPS.joinsPerSocket) {
      return `too many joins: a socket may join at most ${NOTIFY_CAPS.joinsPerSocket} times a minute`;
    }
    if (FEED_TOPIC.test(topic) && Object.keys(params).length > NOTIFY_CAPS.referencesPerJoin) {
      return `too many references: a join may carry at most ${NOTIFY_CAPS.referencesPerJoin}`;
    }
    if (FEED_TOPIC.test(topic)) {
      const filters = new Set(filterKeysOf(params));
      for (const [other, subscription] of connection.subscriptions)
        if (other !== topic) for (const key of filterKeysOf(subscription.params)) filters.add(key);
      if (filters.size > NOTIFY_CAPS.distinctFiltersPerSocket) {
        return `too many feed filters: a socket may hold at most ${NOTIFY_CAPS.distinctFiltersPerSocket} distinct sets of feed options`;
      }
    }
    connection.recentJoins.push(now);
    return null;
  }

  /** Called for every database event (after commit), from this process or another one. */
  onEvent(event: NotifyEvent): void {
    if (event.type === 'feed') {
      for (const userId of event.userIds) {
        const topic = `feeds:${event.channelId}:${userId}`;
        if (this.topics.get(topic)?.size) this.pendingFeedTopics.add(topic);
      }
      if (!this.flushScheduled && this.pendingFeedTopics.size > 0) {
        this.flushScheduled = true;
        this.pendingSince = performance.now();
        setImmediate(() => void this.flushFeeds());
      }
    } else if (event.type === 'lists') {
      const topic = listsTopic(event.organizationId);
      const payload: ListsChangedPayload = { event: LISTS_CHANGED_EVENT, kind: event.kind, id: event.id };
      for (const connection of this.topics.get(topic) ?? []) connection.send([null, null, topic, LISTS_CHANGED_EVENT, payload]);
    } else if (event.type === 'guides') {
      void this.pushGuide(event.channelId, event.guideKey).catch((error: unknown) => this.log.error({ err: error }, 'guide push failed'));
    }
  }

  private async flushFeeds(): Promise<void> {
    this.flushScheduled = false;
    const since = this.pendingSince;
    this.pendingSince = null;
    const topics = [...this.pendingFeedTopics];
    this.pendingFeedTopics.clear();
    for (const topic of topics) {
      const match = FEED_TOPIC.exec(topic);
      const connections = this.topics.get(topic);
      if (!match || !connections) continue;
      await this.pushFeed(topic, match[1]!, match[2]!, [...connections]).catch((error: unknown) =>
        this.log.error({ err: error }, 'feed push failed'),
      );
    }
    if (since !== null) this.onFanOut((performance.now() - since) / 1000);
  }

  /**
   * Pushes a feed topic's current counts to its sockets. A join's catch-up passes `limits`: counting stops once the
   * budget has run out or the user's catch-up counts for the minute are spent (references left uncounted are not
   * named in the push; the client fetches its feed on its own).
   */
  private async pushFeed(
    topic: string,
    channelId: string,
    userId: string,
    connections: SocketConnection[],
    limits?: { budgetEndsAt: number; mayCount: () => boolean },
  ): Promise<void> {
    const countsByFilter = new Map<string, Awaited<ReturnType<typeof countFeed>>>();
    for (const connection of connections) {
      const subscription = connection.subscriptions.get(topic);
      if (!subscription) continue;
      const data: Record<string, { metadata: unknown }> = {};
      let metadata: unknown = null;
      for (const [reference, options] of Object.entries(subscription.params)) {
        if (!options || typeof options !== 'object') continue;
        // Counts follow the reference's filters without status, as the feed endpoint counts unread/unseen.
        const filters = feedCountFilters(options as Record<string, unknown>);
        const key = JSON.stringify(filters);
        let counts = countsByFilter.get(key);
        if (!counts) {
          if (limits && (performance.now() > limits.budgetEndsAt || !limits.mayCount())) break;
          countsByFilter.set(key, (counts = await countFeed(this.db, userId, channelId, filters)));
        }
        data[reference] = { metadata: counts };
        metadata ??= counts;
      }
      const attn = Object.keys(data);
      if (attn.length === 0) continue;
      connection.send([null, null, topic, 'new-message', { event: 'new-message', metadata, data, attn }]);
    }
  }

  private async pushGuide(channelId: string, guideKey: string): Promise<void> {
    const topic = `guides:${channelId}`;
    const connections = this.topics.get(topic);
    if (!connections?.size) return;
    const [row] = await this.db.select().from(schema.notificationGuide).where(eq(schema.notificationGuide.key, guideKey));
    for (const connection of connections) {
      const removed = { topic, event: 'guide.removed', data: { guide: { key: guideKey } } };
      if (!row || row.channelId !== channelId) {
        connection.send([null, null, topic, 'guide.removed', removed]);
        continue;
      }
      const { eligible } = await guideEligibility(this.db, connection.userId, row);
      const listing = eligible ? await listGuidesForUser(this.db, connection.userId, channelId) : null;
      const entry = listing?.entries.find((candidate) => candidate.key === guideKey);
      if (entry)
        connection.send([null, null, topic, 'guide.added', { topic, event: 'guide.added', data: { guide: entry, eligible: true } }]);
      else connection.send([null, null, topic, 'guide.removed', removed]);
    }
  }
}

/** The filters a reference's counts follow: its options without status (the feed endpoint counts unread/unseen so). */
function feedCountFilters(options: Record<string, unknown>) {
  return { ...parseFeedFilters(options), status: undefined };
}

/** The distinct count-filter keys of a feed join's references (what each costs a count query). */
function filterKeysOf(params: Record<string, unknown>): string[] {
  return Object.values(params)
    .filter((options): options is Record<string, unknown> => Boolean(options) && typeof options === 'object' && !Array.isArray(options))
    .map((options) => JSON.stringify(feedCountFilters(options)));
}
