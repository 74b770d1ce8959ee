/**
 * Notification preferences and the product's own realtime events, declared once for core (delivery), the server
 * (socket pushes) and the web app (settings tab, socket listeners). The Knock-compatible wire protocol (feed and guide
 * events) is Knock's and is not declared here.
 */
import * as z from 'zod/mini';
import { LIST_KINDS } from './lists.ts';

/** The categories a person switches on and off per channel type (spec §3). */
export const NOTIFICATION_CATEGORIES = ['collaboration', 'product_updates', 'app_notifications'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** The channel types preferences address. */
export const PREFERENCE_CHANNEL_TYPES = ['email', 'in_app_feed'] as const;
export type PreferenceChannelType = (typeof PREFERENCE_CHANNEL_TYPES)[number];

/**
 * The workflows by category (core's workflow definitions must match: each key with its category). A workflow setting
 * can only narrow its category: the server delivers when both allow it.
 */
export const NOTIFICATION_WORKFLOWS_BY_CATEGORY = {
  collaboration: ['comment-mentioned', 'campaign-card-assigned', 'invitation-accepted'],
  product_updates: ['product-announcement'],
  app_notifications: ['channel-milestone', 'branded-post', 'bot-alert', 'compliance-alert', 'chat-disconnected'],
} as const satisfies Record<NotificationCategory, readonly string[]>;
export type NotificationWorkflowKey = (typeof NOTIFICATION_WORKFLOWS_BY_CATEGORY)[NotificationCategory][number];

/** The category a workflow belongs to. */
export type NotificationWorkflowCategory<K extends NotificationWorkflowKey> = {
  [C in NotificationCategory]: K extends (typeof NOTIFICATION_WORKFLOWS_BY_CATEGORY)[C][number] ? C : never;
}[NotificationCategory];

/** Limits of a product announcement and of a guide (notification.createAnnouncement, notification.saveGuide). */
export const NOTIFICATION_TITLE_MAX_LENGTH = 120;
export const NOTIFICATION_BODY_MAX_LENGTH = 5000;
export const NOTIFICATION_URL_MAX_LENGTH = 2000;
export const NOTIFICATION_BUTTON_TEXT_MAX_LENGTH = 60;
export const GUIDE_HEADLINE_MAX_LENGTH = 60;
export const GUIDE_IMAGE_ALT_MAX_LENGTH = 200;
/** A guide's key: 2 to 63 lower-case letters, digits or dashes, starting with a letter or digit. */
export const GUIDE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;
export const GUIDE_KEY_MAX_LENGTH = 63;
/** The kinds of guide the web renders (a top banner, a card in the feed, a modal). */
export const GUIDE_TYPES = ['banner', 'card', 'modal'] as const;
export type GuideType = (typeof GUIDE_TYPES)[number];
/** The paths a guide shows on (or is kept off, with `!`): each starts with "/", at most this many of this length. */
export const GUIDE_PATHNAME_PATTERN = /^\/[^\s]*$/;
export const GUIDE_PATHNAME_MAX_LENGTH = 200;
export const GUIDE_ACTIVATION_PATHS_MAX = 20;

/**
 * Realtime: an organisation's lists (campaigns, watchlists, tags) travel on the `lists:{organizationId}` topic of the
 * notification socket. No data travels; members' tabs refetch the named kind.
 */
export const LISTS_CHANGED_EVENT = 'lists.changed';
export const listsTopic = (organizationId: string): `lists:${string}` => `lists:${organizationId}`;

export const listsChangedPayloadSchema = z.object({
  event: z.literal(LISTS_CHANGED_EVENT),
  kind: z.enum(LIST_KINDS),
  /** The list that changed, or null when several did. */
  id: z.nullable(z.string()),
});
export type ListsChangedPayload = z.infer<typeof listsChangedPayloadSchema>;
