import { and, eq } from 'drizzle-orm';
import { COMMENT_BODY_MAX_LENGTH } from '@creatorlens/contracts';
import { schema, type Database } from '@creatorlens/db';
import { isOrgAdmin, type Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { selectCommentViews, type CommentView } from './comment-view.ts';
import { filterCampaignViewers, filterOrganizationMembers } from './list-mentionable.ts';
import { keepMentionsOf, mentionedUserIds } from './mentions.ts';
import { requireCollaborationSubject, requireSubjectPermission, type CollaborationSubjectType } from './subjects.ts';
import type { Dependencies, Transaction } from '../dependencies.ts';

/**
 * The result of a write that may mention people. `mentionedUserIds` holds the members mentioned by this write
 * for the first time, without the author: exactly whom a notification should reach.
 */
interface CommentWriteResult {
  comment: CommentView;
  mentionedUserIds: string[];
}

function cleanBody(body: string): string {
  const trimmed = body.trim();
  if (!trimmed) throw new AppError('VALIDATION', 'body: a comment cannot be empty.');
  if (trimmed.length > COMMENT_BODY_MAX_LENGTH) {
    throw new AppError('VALIDATION', `body: a comment has at most ${COMMENT_BODY_MAX_LENGTH} characters.`);
  }
  return trimmed;
}

/**
 * Keeps mentions of organisation members as mentions and turns the rest into plain text. On a campaign shared with a
 * team, only the people who may see it (the team and the organisation's admins) stay mentioned: a mention notifies,
 * and the notification names the campaign.
 */
async function resolveMentions(
  db: Database,
  organizationId: string,
  body: string,
  subject: { type: CollaborationSubjectType; id: string },
) {
  const members = await filterOrganizationMembers(db, organizationId, mentionedUserIds(body));
  const viewers = subject.type === 'campaign' ? await filterCampaignViewers(db, organizationId, subject.id, members) : members;
  const cleaned = keepMentionsOf(body, viewers);
  return { body: cleaned, userIds: mentionedUserIds(cleaned) };
}

async function writeMentions(tx: Transaction, commentId: string, userIds: string[]): Promise<void> {
  await tx.delete(schema.commentMention).where(eq(schema.commentMention.commentId, commentId));
  if (userIds.length > 0) await tx.insert(schema.commentMention).values(userIds.map((userId) => ({ commentId, userId })));
}

async function loadView(db: Database, actor: Actor, organizationId: string, id: string): Promise<CommentView> {
  const [view] = await selectCommentViews(db, actor, organizationId, [eq(schema.comment.id, id)], 1);
  if (!view) throw new AppError('NOT_FOUND', 'No comment with this id exists in your organisation.');
  return view;
}

async function requireComment(db: Database, actor: Actor, organizationId: string, id: string) {
  // The view leaves out notes on subjects hidden from the organisation, so those cannot be changed either.
  await loadView(db, actor, organizationId, id);
  const [row] = await db
    .select({
      id: schema.comment.id,
      authorId: schema.comment.authorId,
      subjectType: schema.comment.subjectType,
      subjectId: schema.comment.subjectId,
    })
    .from(schema.comment)
    .where(and(eq(schema.comment.id, id), eq(schema.comment.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'No comment with this id exists in your organisation.');
  return row;
}

/** Writes a comment on an artist, channel or campaign; mentions of non-members stay plain text. */
export async function createComment(
  { db, actor }: Dependencies,
  input: { subjectType: CollaborationSubjectType; subjectId: string; body: string },
): Promise<CommentWriteResult> {
  requirePermission(actor, 'create', 'comment');
  requireSubjectPermission(actor, input.subjectType, 'write');
  const organizationId = requireOrganization(actor);
  const cleaned = cleanBody(input.body);
  await requireCollaborationSubject(db, organizationId, input.subjectType, input.subjectId, actor);
  const mentions = await resolveMentions(db, organizationId, cleaned, { type: input.subjectType, id: input.subjectId });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.comment)
      .values({ organizationId, authorId: actor.userId, subjectType: input.subjectType, subjectId: input.subjectId, body: mentions.body })
      .returning({ id: schema.comment.id });
    if (!row) throw new Error('comment insert returned nothing');
    await writeMentions(tx, row.id, mentions.userIds);
    return row.id;
  });
  return {
    comment: await loadView(db, actor, organizationId, id),
    mentionedUserIds: mentions.userIds.filter((userId) => userId !== actor.userId),
  };
}

/** Changes the body of one's own comment (only the author, not even an admin, may put words in it). */
export async function updateComment(
  { db, actor }: Dependencies,
  input: { id: string; data: { body: string } },
): Promise<CommentWriteResult> {
  requirePermission(actor, 'update', 'comment');
  const organizationId = requireOrganization(actor);
  const cleaned = cleanBody(input.data.body);
  const existing = await requireComment(db, actor, organizationId, input.id);
  if (existing.authorId !== actor.userId) throw new AppError('FORBIDDEN', 'Only the author can edit a comment.');
  requireSubjectPermission(actor, existing.subjectType, 'write');
  const mentions = await resolveMentions(db, organizationId, cleaned, { type: existing.subjectType, id: existing.subjectId });
  const before = await db
    .select({ userId: schema.commentMention.userId })
    .from(schema.commentMention)
    .where(eq(schema.commentMention.commentId, existing.id));
  const alreadyMentioned = new Set(before.map((row) => row.userId));
  await db.transaction(async (tx) => {
    await tx.update(schema.comment).set({ body: mentions.body, updatedAt: new Date() }).where(eq(schema.comment.id, existing.id));
    await writeMentions(tx, existing.id, mentions.userIds);
  });
  return {
    comment: await loadView(db, actor, organizationId, existing.id),
    mentionedUserIds: mentions.userIds.filter((userId) => userId !== actor.userId && !alreadyMentioned.has(userId)),
  };
}

/** Deletes a comment: its author may, and so may an organisation admin (moderation). */
export async function deleteComment({ db, actor }: Dependencies, input: { id: string }): Promise<{ id: string }> {
  requirePermission(actor, 'delete', 'comment');
  const organizationId = requireOrganization(actor);
  const existing = await requireComment(db, actor, organizationId, input.id);
  if (existing.authorId !== actor.userId && !isOrgAdmin(actor)) {
    throw new AppError('FORBIDDEN', 'Only the author or an organisation admin can delete a comment.');
  }
  // Mentions go with it (foreign key cascade), in the same statement.
  await db.delete(schema.comment).where(eq(schema.comment.id, existing.id));
  return { id: existing.id };
}
