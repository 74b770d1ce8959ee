import type { PreferenceSet } from '@knocklabs/client';
import {
  PREFERENCE_CHANNEL_TYPES,
  type NotificationCategory as Category,
  type NotificationWorkflowKey as Workflow,
  type PreferenceChannelType as ChannelType,
} from '@creatorlens/contracts';

/*
 * The categories, channel types and workflows the settings tab edits (spec §3) are the server's, declared once in
 * contracts (NOTIFICATION_CATEGORIES, PREFERENCE_CHANNEL_TYPES, NOTIFICATION_WORKFLOWS_BY_CATEGORY). A workflow
 * setting can only narrow its category: the server delivers when both allow it.
 */

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
