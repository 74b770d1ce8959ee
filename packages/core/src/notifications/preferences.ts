import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { PreferenceValue } from '@creatorlens/db/schema';
import { AppError } from '../errors.ts';
import { NOTIFY_CAPS } from '../security/index.ts';
import { assertBelowCap, MAX_PREFERENCE_SET_BYTES, withUserCapLock } from './caps.ts';
import { NOTIFICATION_CATEGORIES } from '@creatorlens/contracts/notifications';
import type { Transaction } from '../dependencies.ts';

export type PreferenceMap = Record<string, PreferenceValue>;

/** The Knock PreferenceSet shape the clients read and write. */
export interface PreferenceSet {
  id: string;
  channel_types: PreferenceMap | null;
  workflows: PreferenceMap | null;
  categories: PreferenceMap | null;
  channels: PreferenceMap | null;
  commercial_subscribed?: boolean;
}

/** The spec's defaults when a user has stored nothing: every category on for email and the in-app feed. */
export function defaultPreferenceSet(setId: string): PreferenceSet {
  const categories: PreferenceMap = {};
  for (const category of NOTIFICATION_CATEGORIES) categories[category] = { channel_types: { email: true, in_app_feed: true } };
  return { id: setId, channel_types: null, workflows: null, categories, channels: null };
}

/** Reads one preference set, falling back to the defaults. */
export async function getPreferenceSet(db: Database | Transaction, userId: string, setId: string): Promise<PreferenceSet> {
  const [row] = await db
    .select()
    .from(schema.notificationPreference)
    .where(and(eq(schema.notificationPreference.userId, userId), eq(schema.notificationPreference.setId, setId)));
  if (!row) return defaultPreferenceSet(setId);
  return {
    id: setId,
    channel_types: row.channelTypes ?? null,
    workflows: row.workflows ?? null,
    categories: row.categories ?? null,
    channels: row.channels ?? null,
    ...(row.commercialSubscribed === null ? {} : { commercial_subscribed: row.commercialSubscribed }),
  };
}

/** Every stored set of the user; the default set is always listed. */
export async function listPreferenceSets(db: Database, userId: string): Promise<PreferenceSet[]> {
  const rows = await db
    .select({ setId: schema.notificationPreference.setId })
    .from(schema.notificationPreference)
    .where(eq(schema.notificationPreference.userId, userId));
  const ids = new Set(['default', ...rows.map((row) => row.setId)]);
  return Promise.all([...ids].map((id) => getPreferenceSet(db, userId, id)));
}

interface PreferenceUpdate {
  channel_types?: PreferenceMap | null | undefined;
  workflows?: PreferenceMap | null | undefined;
  categories?: PreferenceMap | null | undefined;
  channels?: PreferenceMap | null | undefined;
  commercial_subscribed?: boolean | undefined;
}

const mergeMaps = (base: PreferenceMap | null, patch: PreferenceMap | null | undefined): PreferenceMap | null =>
  patch === undefined ? base : patch === null ? null : { ...(base ?? {}), ...patch };

/**
 * Writes a preference set. `replace` (Knock's default) stores the sections as given; `merge` merges them key by key
 * into the current set. Returns the full resulting set, which the client caches as is. A user keeps at most
 * NOTIFY_CAPS.preferenceSetsPerUser sets of at most 16 KB each (LIMIT_EXCEEDED / VALIDATION otherwise, nothing stored).
 */
export function setPreferenceSet(
  db: Database,
  userId: string,
  setId: string,
  update: PreferenceUpdate,
  strategy: 'replace' | 'merge' = 'replace',
): Promise<PreferenceSet> {
  return withUserCapLock(db, userId, (tx) => writePreferenceSet(tx, userId, setId, update, strategy));
}

async function writePreferenceSet(
  tx: Transaction,
  userId: string,
  setId: string,
  update: PreferenceUpdate,
  strategy: 'replace' | 'merge',
): Promise<PreferenceSet> {
  const [counts] = await tx
    .select({ total: sql<number>`count(*)::int`, hasThisSet: sql<boolean>`bool_or(${schema.notificationPreference.setId} = ${setId})` })
    .from(schema.notificationPreference)
    .where(eq(schema.notificationPreference.userId, userId));
  if (!counts?.hasThisSet) assertBelowCap(counts?.total ?? 0, NOTIFY_CAPS.preferenceSetsPerUser, 'preference sets');
  const current = await getPreferenceSet(tx, userId, setId);
  const next: PreferenceSet =
    strategy === 'merge'
      ? {
          id: setId,
          channel_types: mergeMaps(current.channel_types, update.channel_types),
          workflows: mergeMaps(current.workflows, update.workflows),
          categories: mergeMaps(current.categories, update.categories),
          channels: mergeMaps(current.channels, update.channels),
        }
      : {
          id: setId,
          channel_types: update.channel_types ?? null,
          workflows: update.workflows ?? null,
          categories: update.categories ?? null,
          channels: update.channels ?? null,
        };
  if (JSON.stringify(next).length > MAX_PREFERENCE_SET_BYTES)
    throw new AppError('VALIDATION', 'The preference set is too large (at most 16 KB).');
  const commercial = update.commercial_subscribed ?? current.commercial_subscribed ?? null;
  const values = {
    channelTypes: next.channel_types,
    workflows: next.workflows,
    categories: next.categories,
    channels: next.channels,
    commercialSubscribed: commercial,
    updatedAt: new Date(),
  };
  await tx
    .insert(schema.notificationPreference)
    .values({ userId, setId, ...values })
    .onConflictDoUpdate({ target: [schema.notificationPreference.userId, schema.notificationPreference.setId], set: values });
  return { ...next, ...(commercial === null ? {} : { commercial_subscribed: commercial }) };
}

/** Updates one section (channel_types, workflows or categories) of a set, or one key of it. */
export async function setPreferenceSection(
  db: Database,
  userId: string,
  setId: string,
  section: 'channel_types' | 'workflows' | 'categories',
  key: string | null,
  value: unknown,
): Promise<PreferenceSet> {
  const current = await getPreferenceSet(db, userId, setId);
  let sectionValue: PreferenceMap;
  if (key === null) {
    sectionValue = value as PreferenceMap;
  } else {
    const entry = value as { subscribed?: unknown } & Record<string, unknown>;
    const next: PreferenceValue = typeof entry.subscribed === 'boolean' ? entry.subscribed : entry;
    sectionValue = { ...(current[section] ?? {}), [key]: next };
  }
  return setPreferenceSet(db, userId, setId, { ...current, [section]: sectionValue }, 'replace');
}

const isOff = (value: PreferenceValue | undefined, channelType: string): boolean => {
  if (value === false) return true;
  if (value && typeof value === 'object') {
    if (value.subscribed === false) return true;
    const channelTypes = value.channel_types as Record<string, unknown> | undefined;
    if (channelTypes && channelTypes[channelType] === false) return true;
  }
  return false;
};

/** Whether a workflow of a category may use a channel type (email, in_app_feed) under these preferences. */
export function isChannelTypeEnabled(set: PreferenceSet, workflowKey: string, category: string, channelType: string): boolean {
  if (set.channel_types?.[channelType] === false) return false;
  if (isOff(set.workflows?.[workflowKey], channelType)) return false;
  if (isOff(set.categories?.[category], channelType)) return false;
  return true;
}
