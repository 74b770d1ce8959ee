import { eq, ilike, sql, type SQL } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { escapeLikePattern } from '../discovery/index.ts';
import { defineAbilityFor, requireOrganization, requirePermission } from '../permissions/index.ts';
import { decodeCommentCursor, selectCommentViews, type CommentView } from './comment-view.ts';
import { requireCollaborationSubject, requireSubjectPermission, type CollaborationSubjectType } from './subjects.ts';
import type { Dependencies } from '../dependencies.ts';
import { isOrgAdmin } from '../actor.ts';
import { teamVisibleTo } from '../teams/index.ts';

export const COMMENT_PAGE_SIZE = 20;
export const COMMENT_MAX_PAGE_SIZE = 50;

interface ListCommentsInput {
  subjectType?: CollaborationSubjectType | undefined;
  subjectId?: string | undefined;
  authorId?: string | undefined;
  /** Only comments that mention the caller. */
  mentionsMe?: boolean | undefined;
  /** Case-insensitive text the body contains. */
  query?: string | undefined;
  /** The `nextCursor` of the previous page. */
  cursor?: string | null | undefined;
  limit?: number | undefined;
}

/**
 * The organisation's comments, newest first, filtered and paged by keyset (created_at, id), so a page never
 * repeats or skips a comment when new ones arrive in between.
 */
export async function listComments(
  { db, actor }: Dependencies,
  input: ListCommentsInput,
): Promise<{ items: CommentView[]; nextCursor: string | null }> {
  requirePermission(actor, 'read', 'comment');
  const organizationId = requireOrganization(actor);
  const limit = Math.min(Math.max(input.limit ?? COMMENT_PAGE_SIZE, 1), COMMENT_MAX_PAGE_SIZE);
  const { comment } = schema;
  const conditions: (SQL | undefined)[] = [];
  if (input.subjectType) requireSubjectPermission(actor, input.subjectType, 'read');
  // One campaign's thread: another organisation's campaign is as unknown as a missing one (NOT_FOUND, not an empty
  // thread that would look like a campaign without comments).
  if (input.subjectType === 'campaign' && input.subjectId) {
    await requireCollaborationSubject(db, organizationId, 'campaign', input.subjectId, actor);
  }
  // The overview leaves out campaign notes for anyone who may not read campaigns.
  if (!defineAbilityFor(actor).can('read', 'campaign')) conditions.push(sql`${comment.subjectType} <> 'campaign'`);
  // ... and the notes of campaigns shared with a team the actor is not in (admins see all; see teams/team-scope.ts).
  if (!isOrgAdmin(actor)) {
    conditions.push(
      sql`(${comment.subjectType} <> 'campaign' or ${comment.subjectId} not in (select ${schema.campaign.id}::text from ${schema.campaign} where ${schema.campaign.organizationId} = ${organizationId} and not (${teamVisibleTo(schema.campaign.teamId, actor)})))`,
    );
  }
  if (input.subjectType) conditions.push(eq(comment.subjectType, input.subjectType));
  if (input.subjectId) conditions.push(eq(comment.subjectId, input.subjectId));
  if (input.authorId) conditions.push(eq(comment.authorId, input.authorId));
  if (input.mentionsMe) {
    conditions.push(
      sql`exists (select 1 from ${schema.commentMention} where ${schema.commentMention.commentId} = ${comment.id} and ${schema.commentMention.userId} = ${actor.userId})`,
    );
  }
  const query = input.query?.trim();
  if (query) conditions.push(ilike(comment.body, `%${escapeLikePattern(query)}%`));
  if (input.cursor) {
    const position = decodeCommentCursor(input.cursor);
    if (!position) throw new AppError('VALIDATION', 'cursor: this is not a cursor from a previous page; start again without it.');
    conditions.push(sql`(${comment.createdAt}, ${comment.id}) < (${position.createdAtText}::timestamptz, ${position.id}::uuid)`);
  }

  const rows = await selectCommentViews(db, actor, organizationId, conditions, limit + 1);
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.cursor ?? null) : null };
}
