import * as z from 'zod/mini';

/** Longest comment body as stored (text with its @[Name](userId) mentions encoded). */
export const COMMENT_BODY_MAX_LENGTH = 4000;

/**
 * A comment's body as the composer sends it and the procedures take it: trimmed, then 1 to COMMENT_BODY_MAX_LENGTH
 * characters. The composer checks the stored form (mentions encoded), which is what counts against the limit.
 */
export const commentBodySchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(COMMENT_BODY_MAX_LENGTH));
