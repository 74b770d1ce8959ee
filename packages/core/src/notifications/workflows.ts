import type { NotificationBlock } from '@creatorlens/db/schema';
import type { NotificationCategory, NotificationWorkflowCategory, NotificationWorkflowKey } from '@creatorlens/contracts/notifications';
import { escapeHtml, safeUrl, sanitizeHtml } from './sanitize-html.ts';

export type NotificationLanguage = 'en' | 'de';

/** What a template sees: the trigger data, the actor's display name and the recipient's language. */
export interface TemplateInput {
  data: Record<string, unknown>;
  actorName: string | null;
  language: NotificationLanguage;
}

export interface RenderedNotification {
  /** Sanitised HTML for the feed cell. */
  bodyHtml: string;
  /** The same message as plain text, for the mail. */
  bodyText: string;
  actionUrl: string | null;
  buttons: { label: string; action: string }[];
  subject: string;
}

export interface WorkflowDefinition {
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
const joinNames = (names: string[], language: NotificationLanguage): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${language === 'de' ? 'und' : 'and'} ${names.at(-1)}`;
const actorOr = (input: TemplateInput): string => input.actorName ?? (input.language === 'de' ? 'Jemand' : 'Someone');
const artistUrl = (data: Record<string, unknown>): string | null => {
  const slug = text(data.artistSlug);
  return slug && /^[a-z0-9][a-z0-9-]*$/i.test(slug) ? `/${slug}` : null;
};

/**
 * Builds a notification from text parts only: every user-provided part is escaped, and the result passes the
 * sanitiser once more, so a template bug cannot produce executable HTML.
 */
function compose(parts: { strong?: string; before?: string; emphasis?: string; after?: string; quote?: string }): {
  html: string;
  text: string;
} {
  const html = [
    parts.strong ? `<strong>${escapeHtml(parts.strong)}</strong>` : '',
    parts.before ? escapeHtml(parts.before) : '',
    parts.emphasis ? `<em>${escapeHtml(parts.emphasis)}</em>` : '',
    parts.after ? escapeHtml(parts.after) : '',
  ].join('');
  const quote = parts.quote ? `<blockquote>${escapeHtml(parts.quote)}</blockquote>` : '';
  const plain =
    [parts.strong, parts.before, parts.emphasis, parts.after].filter(Boolean).join('') + (parts.quote ? `\n\n"${parts.quote}"` : '');
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
      const subject = text(input.data.subjectName, input.language === 'de' ? 'einem Eintrag' : 'an item');
      const de = input.language === 'de';
      const parts = compose({
        strong: actorOr(input),
        before: de ? ' hat Sie in einem Kommentar zu ' : ' mentioned you in a comment on ',
        emphasis: subject,
        after: de ? ' erwähnt' : '',
        quote: clip(text(input.data.commentText), 280),
      });
      const url = text(input.data.url) || artistUrl(input.data);
      return finish(parts, de ? `${actorOr(input)} hat Sie erwähnt` : `${actorOr(input)} mentioned you`, url, [
        { label: de ? 'Kommentar öffnen' : 'Open comment', action: url },
      ]);
    },
    renderForChannel: (input) => {
      const subject = text(input.data.subjectName, input.language === 'de' ? 'einem Eintrag' : 'an item');
      const de = input.language === 'de';
      const names = joinNames(input.recipientNames, input.language);
      const parts = compose({
        strong: actorOr(input),
        before: de ? ` hat ${names} in einem Kommentar zu ` : ` mentioned ${names} in a comment on `,
        emphasis: subject,
        after: de ? ' erwähnt' : '',
        quote: clip(text(input.data.commentText), 280),
      });
      const url = text(input.data.url) || artistUrl(input.data);
      return finish(parts, de ? `${actorOr(input)} hat ${names} erwähnt` : `${actorOr(input)} mentioned ${names}`, url, [
        { label: de ? 'Kommentar öffnen' : 'Open comment', action: url },
      ]);
    },
  },
  'campaign-card-assigned': {
    key: 'campaign-card-assigned',
    category: 'collaboration',
    render: (input) => {
      const de = input.language === 'de';
      const parts = compose({
        strong: actorOr(input),
        before: de ? ' hat Ihnen ' : ' assigned ',
        emphasis: text(input.data.channelName, de ? 'einen Kanal' : 'a channel'),
        after: de
          ? ` in der Kampagne ${text(input.data.campaignName)} zugewiesen`
          : ` to you in the campaign ${text(input.data.campaignName)}`,
      });
      const url = text(input.data.url);
      return finish(parts, de ? 'Neue Zuweisung in einer Kampagne' : 'New campaign assignment', url, [
        { label: de ? 'Kampagne öffnen' : 'Open campaign', action: url },
      ]);
    },
    renderForChannel: (input) => {
      const de = input.language === 'de';
      const names = joinNames(input.recipientNames, input.language);
      const parts = compose({
        strong: actorOr(input),
        before: de ? ` hat ${names} ` : ' assigned ',
        emphasis: text(input.data.channelName, de ? 'einen Kanal' : 'a channel'),
        after: de
          ? ` in der Kampagne ${text(input.data.campaignName)} zugewiesen`
          : ` to ${names} in the campaign ${text(input.data.campaignName)}`,
      });
      const url = text(input.data.url);
      return finish(parts, de ? 'Neue Zuweisung in einer Kampagne' : 'New campaign assignment', url, [
        { label: de ? 'Kampagne öffnen' : 'Open campaign', action: url },
      ]);
    },
  },
  'invitation-accepted': {
    key: 'invitation-accepted',
    category: 'collaboration',
    render: (input) => {
      const de = input.language === 'de';
      const parts = compose({
        strong: actorOr(input),
        before: de ? ' ist Ihrer Einladung zu ' : ' accepted your invitation to ',
        emphasis: text(input.data.organizationName),
        after: de ? ' gefolgt' : '',
      });
      return finish(parts, de ? 'Einladung angenommen' : 'Invitation accepted', '/workspace/members');
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
      const de = input.language === 'de';
      const followers = Number(input.data.followers);
      const figure = Number.isFinite(followers) ? followers.toLocaleString(de ? 'de-DE' : 'en-GB') : text(input.data.followers);
      const parts = compose({
        strong: text(input.data.channelName, de ? 'Ein Kanal' : 'A channel'),
        before: de ? ' hat ' : ' reached ',
        emphasis: figure,
        after: de ? ' Follower erreicht' : ' followers',
      });
      return finish(parts, de ? 'Meilenstein erreicht' : 'Milestone reached', artistUrl(input.data));
    },
  },
  'branded-post': {
    key: 'branded-post',
    category: 'app_notifications',
    render: (input) => {
      const de = input.language === 'de';
      const parts = compose({
        strong: text(input.data.channelName, de ? 'Ein Kanal' : 'A channel'),
        before: de ? ' hat einen neuen Branded-Content-Beitrag für ' : ' published a new branded post for ',
        emphasis: text(input.data.brandName, de ? 'eine Marke' : 'a brand'),
        after: de ? ' veröffentlicht' : '',
      });
      const postUrl = text(input.data.postUrl);
      return finish(parts, de ? 'Neuer Branded-Content-Beitrag' : 'New branded post', artistUrl(input.data), [
        { label: de ? 'Beitrag ansehen' : 'View post', action: postUrl || artistUrl(input.data) },
      ]);
    },
  },
  'bot-alert': {
    key: 'bot-alert',
    category: 'app_notifications',
    render: (input) => {
      const de = input.language === 'de';
      const parts = compose({
        strong: text(input.data.channelName, de ? 'Ein Kanal' : 'A channel'),
        before: de ? ' zeigt auffällige Follower-Aktivität: ' : ' shows suspicious follower activity: ',
        emphasis: text(input.data.reason, de ? 'möglicher Bot-Zuwachs' : 'possible bot growth'),
      });
      return finish(parts, de ? 'Bot-Warnung' : 'Bot alert', artistUrl(input.data));
    },
  },
  'compliance-alert': {
    key: 'compliance-alert',
    category: 'app_notifications',
    render: (input) => {
      const de = input.language === 'de';
      // "Possibly": the detector sees a brand with a code or tracking link and no disclosure, not a contract.
      const parts = compose({
        strong: text(input.data.channelName, de ? 'Ein Kanal' : 'A channel'),
        before: de ? ' hat einen Beitrag für ' : ' published a post for ',
        emphasis: text(input.data.brandName, de ? 'eine Marke' : 'a brand'),
        after: de
          ? ' mit Code oder Tracking-Link, aber ohne Werbekennzeichnung veröffentlicht (möglicherweise nicht gekennzeichnete Werbung)'
          : ' with a code or tracking link but no ad disclosure (possibly an undisclosed ad)',
      });
      const postUrl = text(input.data.postUrl);
      return finish(
        parts,
        de ? 'Compliance-Hinweis: Werbung ohne Kennzeichnung?' : 'Compliance alert: undisclosed ad?',
        artistUrl(input.data),
        [{ label: de ? 'Beitrag prüfen' : 'Review post', action: postUrl || artistUrl(input.data) }],
      );
    },
  },
  'chat-disconnected': {
    key: 'chat-disconnected',
    category: 'app_notifications',
    render: (input) => {
      const de = input.language === 'de';
      const provider = text(input.data.provider, 'Slack');
      // Sent to owners and admins only: they are the ones who can connect the workspace again.
      const parts = compose({
        strong: provider,
        before: de
          ? ' wurde getrennt: Der Arbeitsbereich hat den Zugang der App widerrufen. Kampagnen posten dort nichts mehr, bis Sie ihn erneut verbinden.'
          : ' was disconnected: the workspace revoked the app’s access. Campaigns post nothing there until you connect it again.',
      });
      return finish(parts, de ? `${provider} getrennt` : `${provider} disconnected`, '/workspace/settings');
    },
  },
} satisfies { [K in NotificationWorkflowKey]: WorkflowDefinition & { key: K; category: NotificationWorkflowCategory<K> } };

export const WORKFLOW_KEYS = Object.keys(WORKFLOWS);

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
