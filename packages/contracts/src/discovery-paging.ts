import { z } from 'zod';

/**
 * Discovery counts stop here (creators, content): past it a list says "10,000+" instead of a number, so a broad filter
 * costs at most this many index entries to count, never a whole platform. Declared once for core, API and web.
 */
export const DISCOVERY_COUNT_CAP = 10_000;

/**
 * Page numbers reach this many rows (pages 1-20 at 50 a page); deeper pages go on with the opaque cursor of the page
 * before (keyset), whose cost is one page however deep it is. An OFFSET would read and drop every row before it.
 */
export const DISCOVERY_PAGE_NUMBER_ROWS = 1_000;

/** The cursor's content: the sort it belongs to and the last row's sort figure (null when unknown) and id. */
export const creatorCursorPayloadSchema = z.strictObject({
  s: z.string().min(1).max(40),
  d: z.enum(['asc', 'desc']),
  f: z.number().finite().nullable(),
  i: z.uuid(),
});
export type CreatorCursorPayload = z.infer<typeof creatorCursorPayloadSchema>;

/** How long a cursor may be as text (a base64url JSON of four short fields). */
export const CREATOR_CURSOR_MAX_LENGTH = 200;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A cursor's payload read with its schema, or null when the text is not one this server wrote (tampered, truncated,
 * foreign, or a cursor of the other kind).
 */
function decodeCursor<T>(cursor: string, schema: z.ZodType<T>): T | null {
  if (cursor.length > CREATOR_CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const padded = cursor.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (cursor.length % 4)) % 4);
    const parsed = schema.safeParse(JSON.parse(atob(padded)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The opaque cursor for the page after a row (base64url JSON; ASCII only, so btoa is safe in browser and Node). */
export function encodeCreatorCursor(payload: CreatorCursorPayload): string {
  return toBase64Url(JSON.stringify(payload));
}

/** The cursor's payload, or null when the text is not one this server wrote (tampered, truncated, foreign). */
export function decodeCreatorCursor(cursor: string): CreatorCursorPayload | null {
  return decodeCursor(cursor, creatorCursorPayloadSchema);
}

/**
 * Content search's cursor: the sort, and the last row's rank (relevance only), its publication time in epoch
 * microseconds (PostgreSQL keeps microseconds; milliseconds would skip or repeat posts published in the same
 * millisecond) and id. The query words are not in it: a cursor used with other words only starts at another place.
 */
export const contentCursorPayloadSchema = z.strictObject({
  s: z.enum(['relevance', 'newest']),
  r: z.number().finite().nullable(),
  t: z.number().int().safe(),
  i: z.uuid(),
});
export type ContentCursorPayload = z.infer<typeof contentCursorPayloadSchema>;

export function encodeContentCursor(payload: ContentCursorPayload): string {
  return toBase64Url(JSON.stringify(payload));
}

/** The payload, or null when the text is not a content cursor this server wrote. */
export function decodeContentCursor(cursor: string): ContentCursorPayload | null {
  return decodeCursor(cursor, contentCursorPayloadSchema);
}
