import type { NotificationBlock } from '@creatorlens/db/schema';
import { readFeedBlocks, safeProductLink } from './chat-message-parts.ts';

/** Teams shows at most this much of a TextBlock comfortably; longer texts are cut with an ellipsis. */
const TEXT_LIMIT = 3000;
const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/**
 * The Bot Framework activity for one feed message: its plain text (Adaptive Card TextBlocks read a Markdown subset,
 * and the feed's sanitised HTML means nothing there) in an Adaptive Card with one button back into the product, plus
 * the same text as the activity's own text for Teams' notifications and screen readers.
 */
export function buildMsTeamsActivity(blocks: NotificationBlock[], publicUrl: string): Record<string, unknown> {
  const { plain, actionPath, primary } = readFeedBlocks(blocks);
  const link = safeProductLink(primary?.action || actionPath, publicUrl);
  const text = clip(plain, TEXT_LIMIT);
  return {
    type: 'message',
    text: `${text}\n\n${link}`,
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: {
          type: 'AdaptiveCard',
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          version: '1.4',
          body: [{ type: 'TextBlock', text, wrap: true }],
          actions: [{ type: 'Action.OpenUrl', title: clip(primary?.label || 'Creatorlens', 75), url: link }],
        },
      },
    ],
  };
}
