/**
 * Mentions are written into a comment body as @[Display Name](userId). The body stays plain text; clients get
 * it split into segments and render them as text and chips, never as HTML.
 */
const MENTION_PATTERN = /@\[([^\][\n]{1,100})\]\(([A-Za-z0-9_-]{1,64})\)/g;

export type CommentSegment = { type: 'text'; text: string } | { type: 'mention'; userId: string; name: string };

/** The user ids a body mentions, each once, in order of first appearance. */
export function mentionedUserIds(body: string): string[] {
  const ids = new Set<string>();
  for (const match of body.matchAll(MENTION_PATTERN)) ids.add(match[2]!);
  return [...ids];
}

/** Turns mentions of anyone outside `allowedUserIds` into plain "@Name" text, so only real members stay linked. */
export function keepMentionsOf(body: string, allowedUserIds: ReadonlySet<string>): string {
  return body.replace(MENTION_PATTERN, (token, name: string, userId: string) => (allowedUserIds.has(userId) ? token : `@${name}`));
}

/** Splits a body into text and mention segments; adjacent text is merged. */
export function splitCommentBody(body: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of body.matchAll(MENTION_PATTERN)) {
    if (match.index > last) segments.push({ type: 'text', text: body.slice(last, match.index) });
    segments.push({ type: 'mention', userId: match[2]!, name: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < body.length) segments.push({ type: 'text', text: body.slice(last) });
  return segments;
}
