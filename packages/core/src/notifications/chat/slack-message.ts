import type { NotificationBlock } from '@creatorlens/db/schema';
import { readFeedBlocks, safeProductLink } from './chat-message-parts.ts';

/**
 * Turns a feed message's blocks (workflows.ts toBlocks: sanitised HTML + plain text) into a Slack chat.postMessage
 * body: Block Kit with mrkdwn, a button back to the product, and the plain `text` fallback for notifications.
 * Slack treats `&`, `<` and `>` as control characters (`<!channel>`, `<@U123>`, `<url|label>`), so every piece of
 * user text is escaped; only the link we build ourselves uses the angle-bracket syntax.
 */

/** Slack's three escapes for mrkdwn and plain text. */
const escapeSlackText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decodeEntities = (value: string): string =>
  value
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)));

const MARKS: Record<string, string> = { strong: '*', b: '*', em: '_', i: '_', s: '~', code: '`' };

/** Converts the sanitiser's small HTML vocabulary to Slack mrkdwn; unknown tags keep their text only. */
export function htmlToMrkdwn(html: string): string {
  let quoteDepth = 0;
  const out: string[] = [];
  // Tags and text alternate; the sanitiser guarantees well-formed, attribute-safe tags.
  for (const part of html.split(/(<[^>]+>)/g)) {
    if (!part) continue;
    const tag = /^<(\/?)([a-z0-9]+)([^>]*)>$/i.exec(part);
    if (!tag) {
      const text = escapeSlackText(decodeEntities(part));
      out.push(quoteDepth > 0 ? text.replace(/\n/g, '\n> ') : text);
      continue;
    }
    const [, slash, rawName] = tag;
    const name = rawName!.toLowerCase();
    const isClosing = slash === '/';
    if (MARKS[name]) out.push(MARKS[name]!);
    else if (name === 'blockquote') {
      quoteDepth += isClosing ? -1 : 1;
      out.push(isClosing ? '\n' : '\n> ');
    } else if (name === 'p' || name === 'h3' || name === 'h4' || name === 'pre') out.push(isClosing ? '\n' : '');
    else if (name === 'br') out.push('\n');
    else if (name === 'li' && !isClosing) out.push('\n• ');
  }
  return out
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Slack's limit on a section block's text. */
const SECTION_TEXT_LIMIT = 3000;
const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

interface SlackMessageBody {
  text: string;
  blocks: Record<string, unknown>[];
  unfurl_links: boolean;
  unfurl_media: boolean;
}

/**
 * The post for one feed message. `publicUrl` makes the message's relative action URL absolute; a message without one
 * links to the product's start page. The button reads as the feed's first button (already in the message language).
 */
export function buildSlackMessage(blocks: NotificationBlock[], publicUrl: string): SlackMessageBody {
  const { html, plain, actionPath, primary } = readFeedBlocks(blocks);
  const mrkdwn = html ? htmlToMrkdwn(html) : '';
  const link = safeProductLink(primary?.action || actionPath, publicUrl);
  const section = { type: 'section', text: { type: 'mrkdwn', text: clip(mrkdwn || escapeSlackText(plain), SECTION_TEXT_LIMIT) } };
  const blockKit: Record<string, unknown>[] = [section];
  blockKit.push({
    type: 'actions',
    elements: [
      {
        type: 'button',
        text: { type: 'plain_text', text: clip(primary?.label || 'Creatorlens', 75), emoji: false },
        url: link,
        action_id: 'open',
      },
    ],
  });
  return { text: clip(escapeSlackText(`${plain}\n${link}`), 3000), blocks: blockKit, unfurl_links: false, unfurl_media: false };
}
