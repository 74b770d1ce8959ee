import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  readFigureBasis,
  type FigureBasisEntry,
  type Platform,
  type ShareFigure,
  type ShareOptions,
  type ShareSubjectKind,
} from '@creatorlens/contracts';
import { schema, type Database } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { isAppError } from '../errors.ts';
import { loadActor } from '../load-actor.ts';
import { creatorFigurePlatforms } from '../channels/index.ts';
import { getCampaignBoard } from '../campaigns/index.ts';
import { getWatchlist } from '../watchlists/index.ts';
import { readShareOptions } from './share-links.ts';
import { SHARE_TOKEN_PATTERN, hashShareToken, isSameSecret, shareUnlockProof, verifySharePassword } from './share-secrets.ts';

/** One creator of a shared list: only what the link's options allow; no ids of any kind. */
export interface SharedRow {
  name: string;
  handle: string;
  platform: Platform;
  followers?: number | null;
  engagementRate?: number | null;
  /** Average views per post. */
  averageViews?: number | null;
  /** 30-day follower growth as a fraction. */
  followers30dGrowth?: number | null;
  botRisk?: string | null;
  /** When and from which source the row's figures were read (with the dataDate figure). */
  dataAsOf?: number | null;
  source?: string;
  /** What each derived figure shown rests on (contracts figure-basis), only for figures the link shows. */
  basis: { engagement?: FigureBasisEntry; averages?: FigureBasisEntry; growth?: FigureBasisEntry };
  /** Campaign cards only, and only when the link includes them. */
  notes?: string;
  maxBudget?: string | null;
}

export interface SharedList {
  kind: ShareSubjectKind;
  name: string;
  organizationName: string;
  options: ShareOptions;
  expiresAt: number;
  /** When the page read its figures (live: the same numbers the app shows at this moment). */
  readAt: number;
  rows: SharedRow[];
}

type ShareOpening =
  /** Unknown, malformed, expired or revoked token, or a list or creator that is gone: one answer, so nothing can be probed. */
  | { state: 'gone' }
  | { state: 'password-required'; isWrongPassword: boolean }
  | { state: 'open'; list: SharedList; unlockProof: string | null };

type LinkRow = typeof schema.shareLink.$inferSelect;

/**
 * The link behind a token while it still opens. Unscoped on purpose: the token is the caller's only credential (its
 * 256 random bits stand in for a session), and everything read afterwards is scoped to the link's organisation.
 */
async function unsafeFindOpenLink(db: Database, token: string, now: Date): Promise<LinkRow | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(schema.shareLink)
    .where(eq(schema.shareLink.tokenHash, hashShareToken(token)));
  if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}

/**
 * Reads for the link as the member who made it, in the link's organisation, at open time: if that member left the
 * organisation or lost access, the link stops opening, and a licence that no longer covers a platform blanks its
 * figures on the page exactly as in the app.
 */
async function sharingActor(db: Database, row: LinkRow, now: Date): Promise<Actor | null> {
  if (!row.createdBy) return null;
  try {
    const actor = await loadActor(
      { db },
      { userId: row.createdBy, sessionId: `share-link:${row.id}`, activeOrganizationId: row.organizationId },
      now,
    );
    // loadActor falls back to the user's first organisation when the membership is gone: that is not this link's.
    return actor.organizationId === row.organizationId && !actor.isGuest ? actor : null;
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

interface ListEntry {
  channelId: string;
  name: string;
  handle: string;
  platform: Platform;
  notes?: string;
  maxBudget?: string | null;
}

/** The list's own rows through the same core reads as the app (scope, visibility and permissions are theirs). */
async function readEntries(db: Database, actor: Actor, row: LinkRow): Promise<{ name: string; entries: ListEntry[] } | null> {
  try {
    if (row.subjectKind === 'watchlist') {
      const { watchlist, channels } = await getWatchlist({ db, actor }, { id: row.subjectId });
      return {
        name: watchlist.name,
        entries: channels.map((c) => ({ channelId: c.channelId, name: c.name, handle: c.handle, platform: c.platform })),
      };
    }
    const board = await getCampaignBoard({ db, actor }, { id: row.subjectId });
    const columnOrder = new Map(board.columns.map((column, index) => [column.id, index]));
    const firstColumnId = board.columns[0]?.id ?? null;
    // Board order: column by column, then the card's place in its column (as the board and its export show it).
    const cards = [...board.cards].sort(
      (a, b) =>
        (columnOrder.get(a.columnId ?? firstColumnId ?? '') ?? 0) - (columnOrder.get(b.columnId ?? firstColumnId ?? '') ?? 0) ||
        a.idx - b.idx,
    );
    return {
      name: board.campaign.name,
      entries: cards.map((card) => ({
        channelId: card.channelId,
        name: card.channel.name,
        handle: card.channel.handle,
        platform: card.channel.platform,
        notes: card.notes,
        maxBudget: card.maxBudget,
      })),
    };
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

interface FigureRow {
  followers: number | null;
  engagementRate: number | null;
  averageViews: number | null;
  followers30dGrowth: number | null;
  botRisk: string | null;
  dataAsOf: Date | null;
  source: string;
  figureBasis: unknown;
}

/** The live figures of the list's channels, by id; the ids come from the scoped list read above. */
async function loadFigures(db: Database, channelIds: string[]): Promise<Map<string, FigureRow>> {
  if (channelIds.length === 0) return new Map();
  const c = schema.channel;
  const rows = await db
    .select({
      id: c.id,
      followers: c.followers,
      engagementRate: c.engagementRate,
      averageViews: c.averageViews,
      followers30dGrowth: c.followers30dGrowth,
      botRisk: c.botRisk,
      dataAsOf: c.dataAsOf,
      source: c.source,
      figureBasis: c.figureBasis,
    })
    .from(c)
    .where(inArray(c.id, channelIds));
  return new Map(
    rows.map(({ id, ...figures }) => [id, { ...figures, followers: figures.followers === null ? null : Number(figures.followers) }]),
  );
}

/** One row with exactly the chosen fields: what is not chosen is never put in, so no renderer can show it by mistake. */
function toSharedRow(entry: ListEntry, figures: FigureRow | undefined, isLicensed: boolean, options: ShareOptions): SharedRow {
  const shows = (figure: ShareFigure) => options.figures.includes(figure);
  const known = isLicensed ? figures : undefined;
  const basis = known ? readFigureBasis(known.figureBasis) : {};
  const row: SharedRow = { name: entry.name, handle: entry.handle, platform: entry.platform, basis: {} };
  if (shows('followers')) row.followers = known?.followers ?? null;
  if (shows('engagementRate')) {
    row.engagementRate = known?.engagementRate ?? null;
    if (basis.engagement) row.basis.engagement = basis.engagement;
  }
  if (shows('averages')) {
    row.averageViews = known?.averageViews ?? null;
    if (basis.averages) row.basis.averages = basis.averages;
  }
  if (shows('growth')) {
    row.followers30dGrowth = known?.followers30dGrowth ?? null;
    if (basis.growth) row.basis.growth = basis.growth;
  }
  if (shows('botRisk')) row.botRisk = known?.botRisk ?? null;
  if (shows('dataDate')) {
    row.dataAsOf = known?.dataAsOf?.getTime() ?? null;
    if (known) row.source = known.source;
  }
  if (options.includeNotes && entry.notes !== undefined) row.notes = entry.notes;
  if (options.includeBudgets && entry.maxBudget !== undefined) row.maxBudget = entry.maxBudget;
  return row;
}

/**
 * Opens a share link for an anonymous visitor: checks the token, expiry, revocation and password (or the unlock proof
 * a previous right password left in a cookie), then reads the list's rows live with the chosen figures only, and
 * counts the opening. Every refusal that could reveal whether a token exists answers `gone`.
 */
export async function openShareLink(
  { db }: { db: Database },
  input: { token: string; password?: string | null; unlockProof?: string | null },
  now = new Date(),
): Promise<ShareOpening> {
  const row = await unsafeFindOpenLink(db, input.token, now);
  if (!row) return { state: 'gone' };
  const actor = await sharingActor(db, row, now);
  if (!actor) return { state: 'gone' };

  let unlockProof: string | null = null;
  if (row.passwordHash) {
    const expectedProof = shareUnlockProof(row.tokenHash, row.passwordHash);
    const hasProof = !!input.unlockProof && isSameSecret(input.unlockProof, expectedProof);
    if (!hasProof) {
      if (!input.password) return { state: 'password-required', isWrongPassword: false };
      if (!(await verifySharePassword(row.passwordHash, input.password))) return { state: 'password-required', isWrongPassword: true };
    }
    unlockProof = expectedProof;
  }

  const read = await readEntries(db, actor, row);
  if (!read) return { state: 'gone' };
  const options = readShareOptions(row.options);
  const figurePlatforms = creatorFigurePlatforms(actor, now);
  const figures = await loadFigures(
    db,
    read.entries.map((entry) => entry.channelId),
  );
  const [organization] = await db
    .select({ name: schema.organization.name })
    .from(schema.organization)
    .where(eq(schema.organization.id, row.organizationId));
  await db
    .update(schema.shareLink)
    .set({ openCount: sql`${schema.shareLink.openCount} + 1`, lastOpenedAt: now })
    .where(and(eq(schema.shareLink.id, row.id), eq(schema.shareLink.organizationId, row.organizationId)));
  return {
    state: 'open',
    unlockProof,
    list: {
      kind: row.subjectKind,
      name: read.name,
      organizationName: organization?.name ?? '',
      options,
      expiresAt: row.expiresAt.getTime(),
      readAt: now.getTime(),
      rows: read.entries.map((entry) =>
        toSharedRow(entry, figures.get(entry.channelId), figurePlatforms.includes(entry.platform), options),
      ),
    },
  };
}
