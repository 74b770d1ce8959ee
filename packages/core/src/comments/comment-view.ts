import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Database } from '@creatorlens/db';
import { isOrgAdmin, type Actor } from '../actor.ts';
import { artistVisibleTo, channelVisibleTo } from '../channels/index.ts';
import { defineAbilityFor } from '../permissions/index.ts';
import { displayNameOf } from '../users/index.ts';
import { splitCommentBody, type CommentSegment } from './mentions.ts';
import type { CollaborationSubjectType } from './subjects.ts';

export interface CommentView {
  id: string;
  subjectType: CollaborationSubjectType;
  subjectId: string;
  /** What the comment is on, for labels and links; name is null when the subject no longer exists. */
  subject: { name: string | null; artistSlug: string | null };
  /** The raw body with @[Name](userId) mentions, for editing. */
  body: string;
  /** The body split into text and mention segments, for rendering as text. */
  segments: CommentSegment[];
  author: { id: string; name: string; image: string | null } | null;
  /** Epoch milliseconds. */
  createdAt: number;
  updatedAt: number;
  isEdited: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Opaque keyset position of this comment in newest-first order. */
  cursor: string;
}

const channelArtist = alias(schema.artist, 'channel_artist');

/**
 * Loads comments of one organisation with their author and subject, newest first. The subject joins are
 * conditional on the subject type and the campaign join is scoped by organisation, so no foreign name leaks.
 */
export async function selectCommentViews(
  db: Database,
  actor: Actor,
  organizationId: string,
  conditions: (SQL | undefined)[],
  limit: number,
): Promise<CommentView[]> {
  const { comment } = schema;
  const rows = await db
    .select({
      id: comment.id,
      subjectType: comment.subjectType,
      subjectId: comment.subjectId,
      body: comment.body,
      createdAt: comment.createdAt,
      updatedAt: comment.updatedAt,
      // Full microsecond precision as text: a JavaScript Date would round it and break keyset paging.
      createdAtText: sql<string>`${comment.createdAt}::text`,
      authorId: schema.user.id,
      authorName: schema.user.name,
      authorUsername: schema.user.username,
      authorImage: schema.user.image,
      artistName: schema.artist.name,
      artistSlug: schema.artist.slug,
      channelName: schema.channel.name,
      channelArtistSlug: channelArtist.slug,
      campaignName: schema.campaign.name,
    })
    .from(comment)
    .leftJoin(schema.user, eq(schema.user.id, comment.authorId))
    .leftJoin(schema.artist, and(eq(comment.subjectType, 'artist'), sql`${schema.artist.id}::text = ${comment.subjectId}`))
    .leftJoin(schema.channel, and(eq(comment.subjectType, 'channel'), sql`${schema.channel.id}::text = ${comment.subjectId}`))
    .leftJoin(channelArtist, eq(channelArtist.id, schema.channel.artistId))
    .leftJoin(
      schema.campaign,
      and(
        eq(comment.subjectType, 'campaign'),
        sql`${schema.campaign.id}::text = ${comment.subjectId}`,
        eq(schema.campaign.organizationId, organizationId),
      ),
    )
    .where(
      and(
        eq(comment.organizationId, organizationId),
        // A note on a channel or artist hidden from the organisation stays out with its subject's name.
        sql`(${comment.subjectType} <> 'channel' or ${schema.channel.id} is null or ${channelVisibleTo(organizationId)})`,
        sql`(${comment.subjectType} <> 'artist' or ${schema.artist.id} is null or ${artistVisibleTo(organizationId, schema.artist.id)})`,
        ...conditions,
      ),
    )
    .orderBy(desc(comment.createdAt), desc(comment.id))
    .limit(limit);

  const ability = defineAbilityFor(actor);
  const mayUpdate = ability.can('update', 'comment');
  const mayDelete = ability.can('delete', 'comment');
  return rows.map((row) => {
    const isAuthor = row.authorId !== null && row.authorId === actor.userId;
    return {
      id: row.id,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      subject: {
        name: row.artistName ?? row.channelName ?? row.campaignName ?? null,
        artistSlug: row.artistSlug ?? row.channelArtistSlug ?? null,
      },
      body: row.body,
      segments: splitCommentBody(row.body),
      author:
        row.authorId && row.authorName !== null
          ? { id: row.authorId, name: displayNameOf({ name: row.authorName, username: row.authorUsername }), image: row.authorImage }
          : null,
      createdAt: row.createdAt.getTime(),
      updatedAt: row.updatedAt.getTime(),
      isEdited: row.updatedAt.getTime() - row.createdAt.getTime() > 1000,
      canEdit: isAuthor && mayUpdate,
      canDelete: (isAuthor || isOrgAdmin(actor)) && mayDelete,
      cursor: encodeCommentCursor(row.createdAtText, row.id),
    };
  });
}

function encodeCommentCursor(createdAtText: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAtText, id])).toString('base64url');
}

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a cursor back; null when it was not made by encodeCommentCursor (the caller answers VALIDATION). */
export function decodeCommentCursor(cursor: string): { createdAtText: string; id: string } | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [createdAtText, id] = parsed as unknown[];
    if (typeof createdAtText !== 'string' || typeof id !== 'string') return null;
    if (!TIMESTAMP_TEXT.test(createdAtText) || !UUID.test(id)) return null;
    return { createdAtText, id };
  } catch {
    return null;
  }
}
