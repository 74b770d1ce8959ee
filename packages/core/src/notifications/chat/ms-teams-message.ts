import type { RenderedNotification } from '../workflows.ts';

/** A relative product path becomes a link a Teams user can open; absolute http(s) links stay; anything else is dropped. */
export function absoluteProductUrl(publicUrl: string, target: string | null): string | null {
  if (!target) return null;
  if (/^https?:\/\//i.test(target)) return target;
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  return `${publicUrl.replace(/\/$/, '')}${target}`;
}

/**
 * The Bot Framework activity for one notification: the feed's rendered text (plain text: Adaptive Card TextBlocks
 * read a Markdown subset, and the sanitised HTML of the feed means nothing there) in an Adaptive Card whose buttons
 * open the product, plus the same text as the activity's own text for notifications and screen readers.
 */
export function toMsTeamsActivity(input: {
  rendered: RenderedNotification;
  publicUrl: string;
  openLabel: string;
}): Record<string, unknown> {
  const { rendered, publicUrl } = input;
  const actions = [
    ...rendered.buttons.map((button) => ({ title: button.label, url: absoluteProductUrl(publicUrl, button.action) })),
    { title: input.openLabel, url: absoluteProductUrl(publicUrl, rendered.actionUrl) },
  ]
    .filter((action): action is { title: string; url: string } => action.url !== null)
    .filter((action, index, all) => all.findIndex((other) => other.url === action.url) === index)
    .map((action) => ({ type: 'Action.OpenUrl', ...action }));
  return {
    type: 'message',
    summary: rendered.subject,
    text: rendered.bodyText,
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: {
          type: 'AdaptiveCard',
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: rendered.subject, weight: 'Bolder', wrap: true },
            { type: 'TextBlock', text: rendered.bodyText, wrap: true },
          ],
          actions,
        },
      },
    ],
  };
}
