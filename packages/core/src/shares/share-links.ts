import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  MAX_ACTIVE_SHARE_LINKS_PER_LIST,
  shareOptionsSchema,
  type CreateShareLinkInput,
  type ShareOptions,
  type ShareSubjectKind,
} from '@creatorlens/contracts';
import { schema } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { requireCampaign } from '../campaigns/index.ts';
import { requireWatchlist } from '../watchlists/index.ts';
import type { Dependencies, Executor } from '../dependencies.ts';
import { createShareToken, hashSharePassword, hashShareToken } from './share-secrets.ts';

const DAY_MS = 86_400_000;
const link = schema.shareLink;

interface ShareSubject {
  kind: ShareSubjectKind;
  id: string;
}

/** A link as its list's members see it: never the token (only its hash is kept) nor the password hash. */
interface ShareLinkView {
  id: string;
  subject: ShareSubject;
  options: ShareOptions;
  hasPassword: boolean;
  expiresAt: number;
  createdAt: number;
  createdByName: string | null;
  lastOpenedAt: number | null;
  openCount: number;
}

/**
 * Who may hand a list to a client: a member who may read that kind of list. Guests share one demo organisation and
 * may change nothing, so they never publish a link (a public page outliving their session, in everybody's demo).
 */
function requireMayShare(actor: Actor, kind: ShareSubjectKind): string {
  requirePermission(actor, 'read', kind);
  const organizationId = requireOrganization(actor);
  if (actor.isGuest) throw new AppError('FORBIDDEN', 'Guests cannot share lists. Sign up to share a list with a client.');
  return organizationId;
}

/** NOT_FOUND unless the list exists in the organisation (the same answer for another organisation's list). */
async function requireSubject(db: Executor, actor: Actor, organizationId: string, subject: ShareSubject): Promise<{ name: string }> {
  return subject.kind === 'watchlist'
    ? requireWatchlist(db, organizationId, subject.id, actor)
    : requireCampaign(db, organizationId, subject.id, actor);
}

/** Options as stored; a row another version wrote that no longer parses shows the least (no figures, no notes). */
export function readShareOptions(json: unknown): ShareOptions {
  const parsed = shareOptionsSchema.safeParse(json);
  return parsed.success ? parsed.data : { figures: [], includeNotes: false, includeBudgets: false };
}

const activeCondition = (now: Date) => and(isNull(link.revokedAt), gt(link.expiresAt, now));

type LinkRow = typeof link.$inferSelect;

function toView(row: LinkRow, createdByName: string | null): ShareLinkView {
  return {
    id: row.id,
    subject: { kind: row.subjectKind, id: row.subjectId },
    options: readShareOptions(row.options),
    hasPassword: row.passwordHash !== null,
    expiresAt: row.expiresAt.getTime(),
    createdAt: row.createdAt.getTime(),
    createdByName,
    lastOpenedAt: row.lastOpenedAt?.getTime() ?? null,
    openCount: row.openCount,
  };
}

/**
 * Creates a read-only link to a watchlist or a campaign and returns its token once (only the hash is stored, so it
 * cannot be shown again). Notes and budgets exist only on campaign cards; a watchlist link stores them as off.
 */
export async function createShareLink(
  { db, actor }: Dependencies,
  input: CreateShareLinkInput,
  now = new Date(),
): Promise<{ link: ShareLinkView; token: string }> {
  const organizationId = requireMayShare(actor, input.subject.kind);
  await requireSubject(db, actor, organizationId, input.subject);
  const isCampaign = input.subject.kind === 'campaign';
  const options: ShareOptions = {
    figures: [...input.options.figures],
    includeNotes: isCampaign && input.options.includeNotes,
    includeBudgets: isCampaign && input.options.includeBudgets,
  };
  const password = input.password ?? '';
  // Hashing takes ~50 ms of a worker thread: done before the transaction, not while holding its lock.
  const passwordHash = password === '' ? null : await hashSharePassword(password);
  const token = createShareToken();
  const row = await db.transaction(async (tx) => {
    // Serialises link creation per list, so the cap below cannot be passed by two requests at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share_link:${input.subject.kind}:${input.subject.id}`}))`);
    const [active] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(link)
      .where(
        and(
          eq(link.organizationId, organizationId),
          eq(link.subjectKind, input.subject.kind),
          eq(link.subjectId, input.subject.id),
          activeCondition(now),
        ),
      );
    if (Number(active?.count ?? 0) >= MAX_ACTIVE_SHARE_LINKS_PER_LIST) {
      throw new AppError(
        'LIMIT_EXCEEDED',
        `A list can have at most ${MAX_ACTIVE_SHARE_LINKS_PER_LIST} active share links. Revoke one you no longer need.`,
      );
    }
    const [inserted] = await tx
      .insert(link)
      .values({
        organizationId,
        subjectKind: input.subject.kind,
        subjectId: input.subject.id,
        tokenHash: hashShareToken(token),
        options,
        passwordHash,
        expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
        createdBy: actor.userId,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  return { link: toView(row, await creatorName(db, actor.userId)), token };
}

async function creatorName(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: schema.user.name, username: schema.user.username })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  return row ? row.username || row.name : null;
}

/** The list's links that still open (not revoked, not expired), newest first. */
export async function listShareLinks(
  { db, actor }: Dependencies,
  input: { subject: ShareSubject },
  now = new Date(),
): Promise<ShareLinkView[]> {
  const organizationId = requireMayShare(actor, input.subject.kind);
  await requireSubject(db, actor, organizationId, input.subject);
  const rows = await db
    .select({ link, name: schema.user.name, username: schema.user.username })
    .from(link)
    .leftJoin(schema.user, eq(schema.user.id, link.createdBy))
    .where(
      and(
        eq(link.organizationId, organizationId),
        eq(link.subjectKind, input.subject.kind),
        eq(link.subjectId, input.subject.id),
        activeCondition(now),
      ),
    )
    .orderBy(desc(link.createdAt), desc(link.id));
  return rows.map((row) => toView(row.link, row.username || row.name || null));
}

/** Revokes a link at once: its page answers "expired or revoked" from the next request on. Revoking twice is a no-op. */
export async function revokeShareLink({ db, actor }: Dependencies, input: { id: string }, now = new Date()): Promise<{ id: string }> {
  const organizationId = requireOrganization(actor);
  const [row] = await db
    .select({ subjectKind: link.subjectKind })
    .from(link)
    .where(and(eq(link.id, input.id), eq(link.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'No share link with this id exists in your organisation.');
  requireMayShare(actor, row.subjectKind);
  await db
    .update(link)
    .set({ revokedAt: now })
    .where(and(eq(link.id, input.id), eq(link.organizationId, organizationId), isNull(link.revokedAt)));
  return { id: input.id };
}
