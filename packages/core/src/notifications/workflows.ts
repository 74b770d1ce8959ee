import type { NotificationBlock } from '@creatorlens/db/schema';
import type { NotificationCategory, NotificationWorkflowCategory, NotificationWorkflowKey } from '@creatorlens/contracts/notifications';
import { formatInteger, translateFor, type Translate } from '@creatorlens/i18n';
import { escapeHtml, safeUrl, sanitizeHtml } from './sanitize-html.ts';

export type NotificationLanguage = 'en' | 'de';

/** What a template sees: the trigger data, the actor's display name and the recipient's language. */
interface TemplateInput {
  data: Record<string, unknown>;
  actorName: string | null;
  language: NotificationLanguage;
}

interface RenderedNotification {
  /** Sanitised HTML for the feed cell. */
  bodyHtml: string;
  /** The same message as plain text, for the mail. */
  bodyText: string;
  actionUrl: string | null;
  buttons: { label: string; action: string }[];
  subject: string;
}

interface WorkflowDefinition {
  key: string;
  category: NotificationCategory;
  render: (input: TemplateInput) => RenderedNotification;
  /**
   * The same event as a team-chat channel reads it: the feed's "… mentioned you" is addressed to one member, a Slack
   * or Teams channel is read by the team, so it names the people instead. Workflows without one post `render`'s text.
   */
  renderForChannel?: (input: TemplateInput & { recipientNames: string[] }) => RenderedNotification;
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' && value.trim() ? value.trim() : fallback);
const clip = (value: string, max: number): string => (value.length > max ? `${value.slice(0, max - 1)}…` : value);
/** "Mia", "Mia and Ole", "Mia, Ole and Jana" in the message language. */
const joinNames = (names: string[], t: Translate): string =>
  names.length <= 1
    ? (names[0] ?? '')
    : t('NotificationTexts.names-joined', { list: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' });
const actorOr = (input: TemplateInput, t: Translate): string => input.actorName ?? t('NotificationTexts.someone');
const artistUrl = (data: Record<string, unknown>): string | null => {
  const slug = text(data.artistSlug);
  return slug && /^[a-z0-9][a-z0-9-]*$/i.test(slug) ? `/${slug}` : null;
};

/*
 * Each message is one catalogue sentence, so a language may order its parts freely. The name set in bold and the one
 * in italics enter the sentence as these markers and are put back, escaped, when it is split; a NUL cannot occur in
 * trigger data (PostgreSQL stores none in text or jsonb), so a marker is never forged by a user's text.
 */
const STRONG = '\u0000strong\u0000';
const EMPHASIS = '\u0000emphasis\u0000';

/**
 * Builds a notification from a translated sentence and text parts only: every part is escaped, and the result passes
 * the sanitiser once more, so a template bug cannot produce executable HTML.
 */
function compose(sentence: string, parts: { strong?: string; emphasis?: string; quote?: string }): { html: string; text: string } {
  const marked = (piece: string) => {
    if (piece === STRONG) return { html: parts.strong ? `<strong>${escapeHtml(parts.strong)}</strong>` : '', text: parts.strong ?? '' };
    if (piece === EMPHASIS) return { html: parts.emphasis ? `<em>${escapeHtml(parts.emphasis)}</em>` : '', text: parts.emphasis ?? '' };
    return { html: escapeHtml(piece), text: piece };
  };
  const between = (piece: string, marker: string) => piece.split(marker).flatMap((part, index) => (index > 0 ? [marker, part] : [part]));
  const pieces = between(sentence, STRONG)
    .flatMap((piece) => (piece === STRONG ? [piece] : between(piece, EMPHASIS)))
    .map(marked);
  const html = pieces.map((piece) => piece.html).join('');
  const quote = parts.quote ? `<blockquote>${escapeHtml(parts.quote)}</blockquote>` : '';
  const plain = pieces.map((piece) => piece.text).join('') + (parts.quote ? `\n\n"${parts.quote}"` : '');
  return { html: sanitizeHtml(`<p>${html}</p>${quote}`), text: plain };
}

const finish = (
  parts: { html: string; text: string },
  subject: string,
  actionUrl: string | null,
  buttons: { label: string; action: string | null }[] = [],
): RenderedNotification => ({
  bodyHtml: parts.html,
  bodyText: parts.text,
  subject,
  actionUrl: safeUrl(actionUrl),
  buttons: buttons.flatMap((button) => {
    const action = safeUrl(button.action);
    return action ? [{ label: button.label, action }] : [];
  }),
});

/**
 * The workflows by key. Their keys and categories are declared once in contracts (the settings tab lists them); the
 * `satisfies` below fails the build when a definition is missing, extra or filed under another category.
 */
export const WORKFLOWS: Record<string, WorkflowDefinition> = {
  'comment-mentioned': {
    key: 'comment-mentioned',
    category: 'collaboration',
    render: (input) => {
      const t = translateFor(input.language);
      const actor = actorOr(input, t);
      const parts = compose(t('NotificationTexts.comment-mentioned', { actor: STRONG, subject: EMPHASIS }), {
        strong: actor,
        emphasis: text(input.data.subjectName, t('NotificationTexts.an-item')),
        quote: clip(text(input.data.commentText), 280),
      });
      const url = text(input.data.url) || artistUrl(input.data);
      return finish(parts, t('NotificationTexts.comment-mentioned-title', { actor }), url, [
        { label: t('NotificationTexts.open-comment'), action: url },
      ]);
    },
    renderForChannel: (input) => {
      const t = translateFor(input.language);
      const actor = actorOr(input, t);
      const names = joinNames(input.recipientNames, t);
      const parts = compose(t('NotificationTexts.comment-mentioned-team', { actor: STRONG, names, subject: EMPHASIS }), {
        strong: actor,
        emphasis: text(input.data.subjectName, t('NotificationTexts.an-item')),
        quote: clip(text(input.data.commentText), 280),
      });
      const url = text(input.data.url) || artistUrl(input.data);
      return finish(parts, t('NotificationTexts.comment-mentioned-team-title', { actor, names }), url, [
        { label: t('NotificationTexts.open-comment'), action: url },
      ]);
    },
  },
  'campaign-card-assigned': {
    key: 'campaign-card-assigned',
    category: 'collaboration',
    render: (input) => {
      const t = translateFor(input.language);
      const sentence = t('NotificationTexts.card-assigned', { actor: STRONG, channel: EMPHASIS, campaign: text(input.data.campaignName) });
      const parts = compose(sentence, {
        strong: actorOr(input, t),
        emphasis: text(input.data.channelName, t('NotificationTexts.a-channel')),
      });
      const url = text(input.data.url);
      return finish(parts, t('NotificationTexts.card-assigned-title'), url, [{ label: t('NotificationTexts.open-campaign'), action: url }]);
    },
    renderForChannel: (input) => {
      const t = translateFor(input.language);
      const names = joinNames(input.recipientNames, t);
      const sentence = t('NotificationTexts.card-assigned-team', {
        actor: STRONG,
        channel: EMPHASIS,
        names,
        campaign: text(input.data.campaignName),
      });
      const parts = compose(sentence, {
        strong: actorOr(input, t),
        emphasis: text(input.data.channelName, t('NotificationTexts.a-channel')),
      });
      const url = text(input.data.url);
      return finish(parts, t('NotificationTexts.card-assigned-title'), url, [{ label: t('NotificationTexts.open-campaign'), action: url }]);
    },
  },
  'invitation-accepted': {
    key: 'invitation-accepted',
    category: 'collaboration',
    render: (input) => {
      const t = translateFor(input.language);
      const parts = compose(t('NotificationTexts.invitation-accepted', { actor: STRONG, organization: EMPHASIS }), {
        strong: actorOr(input, t),
        emphasis: text(input.data.organizationName),
      });
      return finish(parts, t('NotificationTexts.invitation-accepted-title'), '/workspace/members');
    },
  },
  'product-announcement': {
    key: 'product-announcement',
    category: 'product_updates',
    render: (input) => {
      // Announcements are written by platform admins in HTML; the allow-list keeps only formatting and safe links.
      const title = text(input.data.title);
      const body = sanitizeHtml(text(input.data.bodyHtml));
      const html = `${title ? `<p><strong>${escapeHtml(title)}</strong></p>` : ''}${body}`;
      const url = text(input.data.actionUrl) || null;
      const plain = `${title}\n\n${body
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}`;
      const buttonLabel = text(input.data.buttonLabel);
      return finish({ html, text: plain }, title || 'Creatorlens', url, buttonLabel ? [{ label: buttonLabel, action: url }] : []);
    },
  },
  'channel-milestone': {
    key: 'channel-milestone',
    category: 'app_notifications',
    render: (input) => {
      const t = translateFor(input.language);
      const followers = Number(input.data.followers);
      const figure = Number.isFinite(followers) ? formatInteger(input.language, followers) : text(input.data.followers);
      const parts = compose(t('NotificationTexts.channel-milestone', { channel: STRONG, followers: EMPHASIS }), {
        strong: text(input.data.channelName, t('NotificationTexts.a-channel-subject')),
        emphasis: figure,
      });
      return finish(parts, t('NotificationTexts.channel-milestone-title'), artistUrl(input.data));
    },
  },
  'branded-post': {
    key: 'branded-post',
    category: 'app_notifications',
    render: (input) => {
      const t = translateFor(input.language);
      const parts = compose(t('NotificationTexts.branded-post', { channel: STRONG, brand: EMPHASIS }), {
        strong: text(input.data.channelName, t('NotificationTexts.a-channel-subject')),
        emphasis: text(input.data.brandName, t('NotificationTexts.a-brand')),
      });
      const postUrl = text(input.data.postUrl);
      return finish(parts, t('NotificationTexts.branded-post-title'), artistUrl(input.data), [
        { label: t('NotificationTexts.view-post'), action: postUrl || artistUrl(input.data) },
      ]);
    },
  },
  'bot-alert': {
    key: 'bot-alert',
    category: 'app_notifications',
    render: (input) => {
      const t = translateFor(input.language);
      const parts = compose(t('NotificationTexts.bot-alert', { channel: STRONG, reason: EMPHASIS }), {
        strong: text(input.data.channelName, t('NotificationTexts.a-channel-subject')),
        emphasis: text(input.data.reason, t('NotificationTexts.bot-alert-reason')),
      });
      return finish(parts, t('NotificationTexts.bot-alert-title'), artistUrl(input.data));
    },
  },
  'compliance-alert': {
    key: 'compliance-alert',
    category: 'app_notifications',
    render: (input) => {
      const t = translateFor(input.language);
      // "Possibly": the detector sees a brand with a code or tracking link and no disclosure, not a contract.
      const parts = compose(t('NotificationTexts.compliance-alert', { channel: STRONG, brand: EMPHASIS }), {
        strong: text(input.data.channelName, t('NotificationTexts.a-channel-subject')),
        emphasis: text(input.data.brandName, t('NotificationTexts.a-brand')),
      });
      const postUrl = text(input.data.postUrl);
      return finish(parts, t('NotificationTexts.compliance-alert-title'), artistUrl(input.data), [
        { label: t('NotificationTexts.review-post'), action: postUrl || artistUrl(input.data) },
      ]);
    },
  },
  'chat-disconnected': {
    key: 'chat-disconnected',
    category: 'app_notifications',
    render: (input) => {
      const t = translateFor(input.language);
      const provider = text(input.data.provider, 'Slack');
      // Sent to owners and admins only: they are the ones who can connect the workspace again.
      const parts = compose(t('NotificationTexts.chat-disconnected', { provider: STRONG }), { strong: provider });
      return finish(parts, t('NotificationTexts.chat-disconnected-title', { provider }), '/workspace/settings');
    },
  },
} satisfies { [K in NotificationWorkflowKey]: WorkflowDefinition & { key: K; category: NotificationWorkflowCategory<K> } };

/** The feed blocks the Knock clients read (body, action_url, actions). */
export function toBlocks(rendered: RenderedNotification): NotificationBlock[] {
  const blocks: NotificationBlock[] = [
    { type: 'markdown', name: 'body', content: rendered.bodyText, rendered: rendered.bodyHtml },
    { type: 'text', name: 'action_url', content: rendered.actionUrl ?? '', rendered: rendered.actionUrl ?? '' },
  ];
  if (rendered.buttons.length > 0) {
    blocks.push({
      type: 'button_set',
      name: 'actions',
      buttons: rendered.buttons.map((button, index) => ({
        name: index === 0 ? 'primary' : 'secondary',
        label: button.label,
        action: button.action,
      })),
    });
  }
  return blocks;
}
