import { isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { watermarkStatusCondition, type WatermarkFeed } from './status-watermark.ts';

const message = schema.notificationMessage;

const FEED_STATUSES = ['all', 'unread', 'read', 'unseen', 'seen'] as const;
type FeedStatus = (typeof FEED_STATUSES)[number];
const ARCHIVED_SCOPES = ['exclude', 'include', 'only'] as const;
type ArchivedScope = (typeof ARCHIVED_SCOPES)[number];

/** The feed filters of Knock's feed API and socket join params, already parsed. */
export interface FeedFilters {
  status?: FeedStatus | undefined;
  archived?: ArchivedScope | undefined;
  source?: string | undefined;
  tenant?: string | undefined;
  tenants?: string[] | undefined;
  hasTenant?: boolean | undefined;
  workflowCategories?: string[] | undefined;
  /** Flat key/value pairs that must all equal the message's trigger data. */
  triggerData?: Record<string, unknown> | undefined;
  insertedAt?: { gte?: Date | undefined; lte?: Date | undefined; gt?: Date | undefined; lt?: Date | undefined } | undefined;
}

/**
 * The status filter under the mark-all watermark rule (status-watermark.ts): a message covered by a watermark is
 * read/seen even though its own column is still null.
 */
export function statusCondition(
  status: FeedStatus | undefined,
  feed: WatermarkFeed & { archived: FeedFilters['archived'] },
): SQL | undefined {
  switch (status) {
    case 'unread':
      return watermarkStatusCondition('read', 'pending', feed);
    case 'read':
      return watermarkStatusCondition('read', 'done', feed);
    case 'unseen':
      return watermarkStatusCondition('seen', 'pending', feed);
    case 'seen':
      return watermarkStatusCondition('seen', 'done', feed);
    default:
      return undefined;
  }
}

/** Every condition except status (counts of unread/unseen ignore the status filter so the badge stays put). */
export function scopeConditions(userId: string, channelId: string, filters: FeedFilters): SQL[] {
  const conditions: SQL[] = [sql`${message.recipientId} = ${userId}`, sql`${message.channelId} = ${channelId}::uuid`];
  const archived = filters.archived ?? 'exclude';
  if (archived === 'exclude') conditions.push(isNull(message.archivedAt));
  if (archived === 'only') conditions.push(isNotNull(message.archivedAt));
  if (filters.source) conditions.push(sql`${message.workflowKey} = ${filters.source}`);
  if (filters.tenant) conditions.push(sql`${message.tenant} = ${filters.tenant}`);
  if (filters.tenants && filters.tenants.length > 0) {
    conditions.push(
      sql`${message.tenant} in (${sql.join(
        filters.tenants.map((tenant) => sql`${tenant}`),
        sql`, `,
      )})`,
    );
  }
  if (filters.hasTenant === true) conditions.push(isNotNull(message.tenant));
  if (filters.hasTenant === false) conditions.push(isNull(message.tenant));
  if (filters.workflowCategories && filters.workflowCategories.length > 0) {
    const list = sql.join(
      filters.workflowCategories.map((category) => sql`${category}`),
      sql`, `,
    );
    conditions.push(sql`${message.categories} && array[${list}]::text[]`);
  }
  if (filters.triggerData && Object.keys(filters.triggerData).length > 0) {
    conditions.push(sql`${message.data} @> ${JSON.stringify(filters.triggerData)}::jsonb`);
  }
  const range = filters.insertedAt;
  if (range?.gte) conditions.push(sql`${message.insertedAt} >= ${range.gte.toISOString()}::timestamptz`);
  if (range?.gt) conditions.push(sql`${message.insertedAt} > ${range.gt.toISOString()}::timestamptz`);
  if (range?.lte) conditions.push(sql`${message.insertedAt} <= ${range.lte.toISOString()}::timestamptz`);
  if (range?.lt) conditions.push(sql`${message.insertedAt} < ${range.lt.toISOString()}::timestamptz`);
  return conditions;
}

/** Whether a stored message matches a socket subscriber's filters (used to decide who gets `attn`). */
export function parseFeedFilters(params: Record<string, unknown>): FeedFilters {
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  const date = (value: unknown): Date | undefined => {
    if (typeof value !== 'string' || !value) return undefined;
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? undefined : parsed;
  };
  const bool = (value: unknown): boolean | undefined =>
    value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;
  const list = (value: unknown): string[] | undefined =>
    Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : typeof value === 'string'
        ? [value]
        : undefined;
  let triggerData: Record<string, unknown> | undefined;
  const rawTrigger = params.trigger_data;
  if (typeof rawTrigger === 'string' && rawTrigger) {
    try {
      const parsed: unknown = JSON.parse(rawTrigger);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) triggerData = parsed as Record<string, unknown>;
    } catch {
      triggerData = undefined;
    }
  } else if (rawTrigger && typeof rawTrigger === 'object' && !Array.isArray(rawTrigger)) {
    triggerData = rawTrigger as Record<string, unknown>;
  }
  const status = text(params.status);
  const archived = text(params.archived);
  return {
    status: (FEED_STATUSES as readonly string[]).includes(status ?? '') ? (status as FeedStatus) : undefined,
    archived: (ARCHIVED_SCOPES as readonly string[]).includes(archived ?? '') ? (archived as ArchivedScope) : undefined,
    source: text(params.source),
    tenant: text(params.tenant),
    hasTenant: bool(params.has_tenant),
    workflowCategories: list(params.workflow_categories ?? params['workflow_categories[]']),
    triggerData,
    insertedAt: {
      gte: date(params['inserted_at.gte']),
      lte: date(params['inserted_at.lte']),
      gt: date(params['inserted_at.gt']),
      lt: date(params['inserted_at.lt']),
    },
  };
}
