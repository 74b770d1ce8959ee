/**
 * App notifications for organisations that watch a channel (any watchlist of the organisation holds it): a bot alert
 * when the channel turns high, a branded-post or compliance alert for a new sponsored or possibly undisclosed post,
 * and a milestone when the follower count crosses 100k, 1M, 10M ... Every event carries an eventKey in its data, and
 * a member who already has a message with that key is not notified again, so reruns are idempotent.
 */
import { inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import type { MailDispatch } from '../../mail/index.ts';
import { triggerWorkflow, type NotificationLanguage } from '../../notifications/index.ts';
import { botAlertReason } from './alert-reason.ts';
import type { TurnedHighChannel } from './refresh-channel-signals.ts';

const FOLLOWER_MILESTONES = [100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000] as const;
/** A post counts as new for a watcher when it was stored after the channel was watched and published at most this long before. */
const NEW_POST_GRACE_DAYS = 7;
/** A possibly undisclosed ad (brand + code or tracking link, no disclosure) goes out as its own workflow, never as a branded post. */
const COMPLIANCE_WORKFLOW = 'compliance-alert';

interface Deps {
  db: Database;
  mail?: MailDispatch | null | undefined;
}

interface AlertEvent {
  organizationId: string;
  workflowKey: string;
  eventKey: string;
  data: (language: NotificationLanguage) => Record<string, unknown>;
}

const idList = (ids: readonly string[]) => sql`(select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;

/** Sends each event to the members of its organisation who do not have it yet. Returns the messages created. */
async function deliver(deps: Deps, events: AlertEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const organizationIds = [...new Set(events.map((e) => e.organizationId))];
  const members = await deps.db
    .select({ organizationId: schema.member.organizationId, userId: schema.member.userId })
    .from(schema.member)
    .where(inArray(schema.member.organizationId, organizationIds));
  const settings = await deps.db
    .select({ organizationId: schema.organizationSettings.organizationId, language: schema.organizationSettings.defaultLanguage })
    .from(schema.organizationSettings)
    .where(inArray(schema.organizationSettings.organizationId, organizationIds));
  const already = await selectRows<{ recipient_id: string; event_key: string }>(
    deps.db,
    sql`select recipient_id, data ->> 'eventKey' as event_key from notification_message
        where workflow_key in (select value from json_array_elements_text(${JSON.stringify([...new Set(events.map((e) => e.workflowKey))])}::json))
          and data ->> 'eventKey' in (select value from json_array_elements_text(${JSON.stringify(events.map((e) => e.eventKey))}::json))`,
  );
  const delivered = new Set(already.map((r) => `${r.recipient_id}|${r.event_key}`));
  let messages = 0;
  for (const event of events) {
    const recipientIds = members
      .filter((m) => m.organizationId === event.organizationId && !delivered.has(`${m.userId}|${event.eventKey}`))
      .map((m) => m.userId);
    if (recipientIds.length === 0) continue;
    const language: NotificationLanguage = settings.find((s) => s.organizationId === event.organizationId)?.language === 'de' ? 'de' : 'en';
    const result = await triggerWorkflow(deps, {
      workflowKey: event.workflowKey,
      recipientIds,
      organizationId: event.organizationId,
      tenant: event.organizationId,
      language,
      data: { ...event.data(language), eventKey: event.eventKey },
    });
    messages += result.messageIds.length;
    for (const id of recipientIds) delivered.add(`${id}|${event.eventKey}`);
  }
  return messages;
}

interface WatchedChannel {
  organization_id: string;
  channel_id: string;
  channel_name: string;
  artist_slug: string | null;
  watched_since: string | Date;
}

/** The organisations watching any of the channels (earliest watch per organisation and channel). */
async function watchers(db: Database, channelIds: readonly string[] | undefined): Promise<WatchedChannel[]> {
  if (channelIds && channelIds.length === 0) return [];
  return selectRows<WatchedChannel>(
    db,
    sql`select wc.organization_id, wc.channel_id, c.name as channel_name, a.slug as artist_slug, min(wc.created_at) as watched_since
        from watchlist_channel wc join channel c on c.id = wc.channel_id left join artist a on a.id = c.artist_id
        ${channelIds ? sql`where wc.channel_id in ${idList(channelIds)}` : sql``}
        group by wc.organization_id, wc.channel_id, c.name, a.slug`,
  );
}

/** Bot alerts for channels that just turned high; runs inside the transaction that stored the new level. */
export async function raiseBotAlerts(deps: Deps, channels: readonly TurnedHighChannel[]): Promise<number> {
  const byId = new Map(channels.map((c) => [c.channelId, c]));
  const watched = await watchers(deps.db, [...byId.keys()]);
  return deliver(
    deps,
    watched.map((w) => {
      const channel = byId.get(w.channel_id)!;
      const top = channel.signals[0];
      return {
        organizationId: w.organization_id,
        workflowKey: 'bot-alert',
        // One alert per turn to high: the key carries the strongest signal, so the same evidence never alerts twice.
        eventKey: `bot-alert:${w.channel_id}:${top ? `${top.kind}@${top.day ?? 'channel'}` : 'warnings'}`,
        data: (language) => ({
          channelId: w.channel_id,
          channelName: w.channel_name,
          artistSlug: w.artist_slug ?? '',
          level: 'high',
          reason: botAlertReason(top, language),
          signalKind: top?.kind ?? null,
        }),
      };
    }),
  );
}

/** Branded-post, compliance and milestone alerts for watched channels (optionally only some channels). */
export async function raiseWatchlistAlerts(
  deps: Deps,
  input: { channelIds?: readonly string[] | undefined } = {},
): Promise<{ brandedPosts: number; compliance: number; milestones: number }> {
  const watched = await watchers(deps.db, input.channelIds);
  if (watched.length === 0) return { brandedPosts: 0, compliance: 0, milestones: 0 };
  const watchedJson = JSON.stringify(
    watched.map((w) => ({ organization_id: w.organization_id, channel_id: w.channel_id, since: new Date(w.watched_since).toISOString() })),
  );
  const watchedSql = sql`jsonb_to_recordset(${watchedJson}::jsonb) as w(organization_id text, channel_id uuid, since timestamptz)`;
  const posts = await selectRows<{
    organization_id: string;
    channel_id: string;
    post_id: string;
    url: string | null;
    is_undisclosed_ad: boolean;
    brand_name: string | null;
  }>(
    deps.db,
    sql`select w.organization_id, w.channel_id, p.id as post_id, p.url, pa.is_undisclosed_ad,
               coalesce((select b.name from post_brand pb join brand b on b.id = pb.brand_id where pb.post_id = p.id order by b.name limit 1), pa.brand_mentions[1]) as brand_name
        from ${watchedSql}
        join post p on p.channel_id = w.channel_id and p.created_at > w.since
          and p.published_at > w.since - make_interval(days => ${NEW_POST_GRACE_DAYS})
        join post_analysis pa on pa.post_id = p.id and (pa.is_sponsored or pa.is_undisclosed_ad)`,
  );
  const crossings = await selectRows<{ organization_id: string; channel_id: string; day: string; followers: unknown; previous: unknown }>(
    deps.db,
    sql`select * from (
          select w.organization_id, w.channel_id, s.day::text as day, s.followers, w.since,
                 lag(s.followers) over (partition by w.organization_id, w.channel_id order by s.day) as previous
          from ${watchedSql} join channel_snapshot s on s.channel_id = w.channel_id and s.followers is not null
        ) t where t.day::date >= t.since::date and t.previous is not null and t.followers > t.previous`,
  );
  const channel = new Map(watched.map((w) => [`${w.organization_id}|${w.channel_id}`, w]));
  const base = (organizationId: string, channelId: string) => {
    const w = channel.get(`${organizationId}|${channelId}`);
    return { channelId, channelName: w?.channel_name ?? '', artistSlug: w?.artist_slug ?? '' };
  };
  const postEvents: AlertEvent[] = posts.map((p) => ({
    organizationId: p.organization_id,
    workflowKey: p.is_undisclosed_ad ? COMPLIANCE_WORKFLOW : 'branded-post',
    eventKey: `${p.is_undisclosed_ad ? 'compliance' : 'branded-post'}:${p.post_id}`,
    data: () => ({ ...base(p.organization_id, p.channel_id), postId: p.post_id, postUrl: p.url ?? '', brandName: p.brand_name ?? '' }),
  }));
  const milestoneEvents: AlertEvent[] = crossings.flatMap((c) =>
    FOLLOWER_MILESTONES.filter((m) => Number(c.previous) < m && Number(c.followers) >= m).map((milestone) => ({
      organizationId: c.organization_id,
      workflowKey: 'channel-milestone',
      eventKey: `milestone:${c.channel_id}:${milestone}`,
      data: () => ({ ...base(c.organization_id, c.channel_id), followers: milestone, day: c.day }),
    })),
  );
  const brandedPosts = await deliver(
    deps,
    postEvents.filter((e) => e.eventKey.startsWith('branded-post:')),
  );
  const compliance = await deliver(
    deps,
    postEvents.filter((e) => e.eventKey.startsWith('compliance:')),
  );
  const milestones = await deliver(deps, milestoneEvents);
  return { brandedPosts, compliance, milestones };
}
