import type { PreferenceSet } from '@knocklabs/client';

/** The categories and channel types the settings tab edits (spec §3). */
export const PREFERENCE_CATEGORIES = ['collaboration', 'product_updates', 'app_notifications'] as const;
export const PREFERENCE_CHANNEL_TYPES = ['email', 'in_app_feed'] as const;
export type Category = (typeof PREFERENCE_CATEGORIES)[number];
export type ChannelType = (typeof PREFERENCE_CHANNEL_TYPES)[number];

/**
 * The server's workflows by category (the keys of core's notification workflows), editable one by one beside their
 * category. A workflow setting can only narrow its category: the server delivers when both allow it.
 */
export const PREFERENCE_WORKFLOWS = {
  collaboration: ['comment-mentioned', 'campaign-card-assigned', 'invitation-accepted'],
  product_updates: ['product-announcement'],
  app_notifications: ['channel-milestone', 'branded-post', 'bot-alert', 'compliance-alert'],
} as const satisfies Record<Category, readonly string[]>;
export type Workflow = (typeof PREFERENCE_WORKFLOWS)[Category][number];

type Entry = NonNullable<PreferenceSet['categories']>[string] | undefined;

/** Whether one category or workflow entry leaves a channel type on (missing entries are on, the server's default). */
function isEntryOn(entry: Entry, channelType: ChannelType): boolean {
  if (entry === false) return false;
  if (entry && typeof entry === 'object') {
    if ('subscribed' in entry && entry.subscribed === false) return false;
    if ('channel_types' in entry) return entry.channel_types?.[channelType] !== false;
  }
  return true;
}

/** A category is on for a channel type unless it says false (the server's defaults are all on). */
export function isSubscribed(set: PreferenceSet | undefined, category: Category, channelType: ChannelType): boolean {
  if (set?.channel_types?.[channelType] === false) return false;
  return isEntryOn(set?.categories?.[category], channelType);
}

/** The workflow's own setting, whatever its category says. */
export function isWorkflowOn(set: PreferenceSet | undefined, workflow: Workflow, channelType: ChannelType): boolean {
  return isEntryOn(set?.workflows?.[workflow], channelType);
}

/** Whether the workflow reaches the person on this channel type: its category and the workflow itself allow it. */
export function isWorkflowSubscribed(
  set: PreferenceSet | undefined,
  category: Category,
  workflow: Workflow,
  channelType: ChannelType,
): boolean {
  return isSubscribed(set, category, channelType) && isWorkflowOn(set, workflow, channelType);
}

/** The set with one category switch changed; the other channel type of that category keeps its state. */
export function withCategoryToggle(set: PreferenceSet, category: Category, channelType: ChannelType, value: boolean): PreferenceSet {
  const channelTypes = Object.fromEntries(
    PREFERENCE_CHANNEL_TYPES.map((type) => [type, type === channelType ? value : isSubscribed(set, category, type)]),
  );
  return { ...set, categories: { ...set.categories, [category]: { channel_types: channelTypes } } };
}

/** The set with one workflow switch changed; the workflow's other channel type keeps its own state. */
export function withWorkflowToggle(set: PreferenceSet, workflow: Workflow, channelType: ChannelType, value: boolean): PreferenceSet {
  const channelTypes = Object.fromEntries(
    PREFERENCE_CHANNEL_TYPES.map((type) => [type, type === channelType ? value : isWorkflowOn(set, workflow, type)]),
  );
  return { ...set, workflows: { ...set.workflows, [workflow]: { channel_types: channelTypes } } };
}
