import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { and, eq } from 'drizzle-orm';
import { countFeed, guideEligibility, listGuidesForUser, parseFeedFilters, type NotifyEvent } from '@creatorlens/core';
import { schema, type Database } from '@creatorlens/db';

type Frame = [string | null, string | null, string, string, unknown];

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

/** One socket of one authenticated user. */
export class SocketConnection {
  readonly subscriptions = new Map<string, Subscription>();
  constructor(
    readonly socket: WebSocket,
    readonly userId: string,
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
 */
export class SocketHub {
  private readonly topics = new Map<string, Set<SocketConnection>>();
  private readonly pendingFeedTopics = new Set<string>();
  private flushScheduled = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get connectionCount(): number {
    let count = 0;
    for (const set of this.topics.values()) count += set.size;
    return count;
  }

  attach(connection: SocketConnection): void {
    connection.socket.on('message', (raw) => {
      let frame: Frame;
      try {
        const parsed: unknown = JSON.parse(raw.toString());
        if (!Array.isArray(parsed) || parsed.length !== 5 || typeof parsed[2] !== 'string' || typeof parsed[3] !== 'string') return;
        frame = parsed as Frame;
      } catch {
        return;
      }
      void this.handle(connection, frame).catch((error: unknown) => this.log.error({ err: error }, 'socket frame failed'));
    });
    connection.socket.on('close', () => {
      for (const topic of connection.subscriptions.keys()) this.topics.get(topic)?.delete(connection);
      connection.subscriptions.clear();
    });
  }

  private reply(connection: SocketConnection, frame: Frame, status: 'ok' | 'error', response: Record<string, unknown> = {}): void {
    connection.send([frame[0], frame[1], frame[2], 'phx_reply', { status, response }]);
  }

  private async handle(connection: SocketConnection, frame: Frame): Promise<void> {
    const [joinRef, , topic, event, payload] = frame;
    if (topic === 'phoenix' && event === 'heartbeat') return this.reply(connection, frame, 'ok');
    if (event === 'phx_leave') {
      connection.subscriptions.delete(topic);
      this.topics.get(topic)?.delete(connection);
      return this.reply(connection, frame, 'ok');
    }
    if (event !== 'phx_join') return this.reply(connection, frame, 'error', { reason: 'unmatched topic' });
    const params = payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
    const feed = FEED_TOPIC.exec(topic);
    const guide = GUIDE_TOPIC.exec(topic);
    const lists = LISTS_TOPIC.exec(topic);
    // A token reaches only its own topics: the user segment of a feed topic and the guide join's user_id must match;
    // an organisation's lists topic needs a membership.
    const isAllowed = feed
      ? feed[2] === connection.userId
      : guide
        ? params.user_id === undefined || params.user_id === connection.userId
        : lists
          ? await isMemberOf(this.db, connection.userId, lists[1]!)
          : false;
    if (!isAllowed) return this.reply(connection, frame, 'error', { reason: 'unauthorized' });
    // Each join replaces the params (the client rejoins with all its feed references).
    connection.subscriptions.set(topic, { joinRef: joinRef ?? frame[1] ?? '0', params });
    let set = this.topics.get(topic);
    if (!set) this.topics.set(topic, (set = new Set()));
    set.add(connection);
    this.reply(connection, frame, 'ok');
    // Catch-up: the client does not refetch after a reconnect, so tell it the current counts; it then fetches newer items.
    if (feed && Object.keys(params).length > 0) await this.pushFeed(topic, feed[1]!, feed[2]!, [connection]);
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
        setImmediate(() => void this.flushFeeds());
      }
    } else if (event.type === 'lists') {
      const topic = `lists:${event.organizationId}`;
      const payload = { event: 'lists.changed', kind: event.kind, id: event.id };
      for (const connection of this.topics.get(topic) ?? []) connection.send([null, null, topic, 'lists.changed', payload]);
    } else if (event.type === 'guides') {
      void this.pushGuide(event.channelId, event.guideKey).catch((error: unknown) => this.log.error({ err: error }, 'guide push failed'));
    }
  }

  private async flushFeeds(): Promise<void> {
    this.flushScheduled = false;
    const topics = [...this.pendingFeedTopics];
    this.pendingFeedTopics.clear();
    for (const topic of topics) {
      const match = FEED_TOPIC.exec(topic);
      const connections = this.topics.get(topic);
      if (!match || !connections) continue;
      await this.pushFeed(topic, match[1]!, match[2]!, [...connections]).catch((error: unknown) => this.log.error({ err: error }, 'feed push failed'));
    }
  }

  private async pushFeed(topic: string, channelId: string, userId: string, connections: SocketConnection[]): Promise<void> {
    const countsByFilter = new Map<string, Awaited<ReturnType<typeof countFeed>>>();
    for (const connection of connections) {
      const subscription = connection.subscriptions.get(topic);
      if (!subscription) continue;
      const data: Record<string, { metadata: unknown }> = {};
      let metadata: unknown = null;
      for (const [reference, options] of Object.entries(subscription.params)) {
        if (!options || typeof options !== 'object') continue;
        // Counts follow the reference's filters without status, as the feed endpoint counts unread/unseen.
        const filters = { ...parseFeedFilters(options as Record<string, unknown>), status: undefined };
        const key = JSON.stringify(filters);
        let counts = countsByFilter.get(key);
        if (!counts) countsByFilter.set(key, (counts = await countFeed(this.db, userId, channelId, filters)));
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
      if (entry) connection.send([null, null, topic, 'guide.added', { topic, event: 'guide.added', data: { guide: entry, eligible: true } }]);
      else connection.send([null, null, topic, 'guide.removed', removed]);
    }
  }
}
