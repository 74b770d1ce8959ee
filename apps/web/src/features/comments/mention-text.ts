import type { RouterOutputs } from '../../lib/trpc.ts';

export type CommentItem = RouterOutputs['comment']['listComments']['items'][number];
export type CommentSegment = CommentItem['segments'][number];
export interface PickedMention {
  id: string;
  name: string;
}

/**
 * The composer shows mentions as readable "@Name" text and remembers whom each picked name means; only on
 * sending does the text become the stored form @[Name](userId). This keeps ids out of what people edit.
 */
export function toStoredBody(text: string, mentions: PickedMention[]): string {
  // Longest names first, so "@Mia Mitglied" wins over a shorter "@Mia".
  const byLength = [...mentions].sort((a, b) => b.name.length - a.name.length);
  let body = text;
  for (const mention of byLength) {
    const plain = `@${mention.name}`;
    const marker = `\u0000${mention.id}\u0000`;
    body = body.split(plain).join(marker);
  }
  for (const mention of byLength) body = body.split(`\u0000${mention.id}\u0000`).join(`@[${mention.name}](${mention.id})`);
  return body;
}

/** The editable text and picked mentions of a stored comment (for editing it). */
export function toEditableText(segments: CommentSegment[]): { text: string; mentions: PickedMention[] } {
  const mentions = new Map<string, PickedMention>();
  const text = segments
    .map((segment) => {
      if (segment.type === 'text') return segment.text;
      mentions.set(segment.userId, { id: segment.userId, name: segment.name });
      return `@${segment.name}`;
    })
    .join('');
  return { text, mentions: [...mentions.values()] };
}

/** How long an "@query" may grow before it counts as ordinary text again (no suggestions). */
export const MENTION_QUERY_MAX_LENGTH = 30;
