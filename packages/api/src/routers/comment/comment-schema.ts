import { z } from 'zod';
import { COMMENT_SUBJECT_TYPES } from '@creatorlens/db/schema';

export const commentSubjectTypeSchema = z.enum(COMMENT_SUBJECT_TYPES);

/** Artist id (not slug), channel id or campaign id: all UUIDs. */
export const commentSubjectIdSchema = z.uuid('subjectId must be an artist, channel or campaign id');

const segmentOutput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('mention'), userId: z.string(), name: z.string() }),
]);

export const commentOutput = z.object({
  id: z.string(),
  subjectType: commentSubjectTypeSchema,
  subjectId: z.string(),
  /** Label and link target: the artist's slug for artists and channels; null name when the subject is gone. */
  subject: z.object({ name: z.string().nullable(), artistSlug: z.string().nullable() }),
  /** Raw body with @[Name](userId) mentions, for editing. Render `segments`, as text. */
  body: z.string(),
  segments: z.array(segmentOutput),
  author: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }).nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  updatedAt: z.number(),
  isEdited: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  cursor: z.string(),
});

/** A written comment and the members it newly mentions (without the author): whom a notification should reach. */
export const commentWriteOutput = z.object({ comment: commentOutput, mentionedUserIds: z.array(z.string()) });
