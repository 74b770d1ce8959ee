import { Fragment, type ReactNode } from 'react';

const TAGGED_PART = /<([a-z][\w-]*)>(.*?)<\/\1>/g;

/**
 * A translated string with `<name>words</name>` parts (the markup react-i18next's Trans reads), each part rendered by
 * `tags[name]`: the site's own entry has no Trans, and the same strings render inside the app. A tag without a renderer
 * keeps its words as plain text; nothing in the string is ever parsed as HTML.
 */
export function renderTaggedText(text: string, tags: Record<string, (words: string) => ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED_PART)) {
    const [whole, name = '', words = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const render = tags[name];
    parts.push(<Fragment key={match.index}>{render ? render(words) : words}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
