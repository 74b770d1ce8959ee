import { describe, expect, it } from 'vitest';
import type { FeedItem, PreferenceSet } from '@knocklabs/client';
import { badgeCountOf, formatBadgeCount } from '../src/features/notifications/badge-count.ts';
import { NOTIFICATION_WORKFLOWS_BY_CATEGORY } from '@creatorlens/contracts';
import {
  isSubscribed,
  isWorkflowOn,
  isWorkflowSubscribed,
  withCategoryToggle,
  withWorkflowToggle,
} from '../src/features/notifications/preference-state.ts';
import { feedItemParts, isOnFeedTab } from '../src/features/notifications/feed-item-parts.ts';
// Test-only import of the server's workflow definitions: the app itself never loads core's values.
import { WORKFLOWS } from '../../../packages/core/src/notifications/workflows.ts';
import { guideFormSchema } from '@creatorlens/contracts';
import { EMPTY_GUIDE, GUIDE_FORM_MESSAGES, guideToForm } from '../src/features/notifications/admin/guide-form-state.ts';
import { issueMessage, type SchemaIssue } from '../src/lib/form/index.ts';
import { translatorIn } from './support/translator.ts';

describe('notification badge', () => {
  it('is hidden at 0 and reads 9+ above 9', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
  });
});

describe('notification preferences', () => {
  const set = (categories: PreferenceSet['categories'], channelTypes: PreferenceSet['channel_types'] = null): PreferenceSet => ({
    id: 'default',
    categories,
    channel_types: channelTypes,
    workflows: null,
    channels: null,
  });
  it('treats missing entries as subscribed (the server default)', () => {
    expect(isSubscribed(undefined, 'collaboration', 'email')).toBe(true);
    expect(isSubscribed(set(null), 'product_updates', 'in_app_feed')).toBe(true);
  });
  it('honours a category switch, a whole category off and a channel type off', () => {
    const categories = { collaboration: { channel_types: { email: false, in_app_feed: true } }, app_notifications: false };
    expect(isSubscribed(set(categories), 'collaboration', 'email')).toBe(false);
    expect(isSubscribed(set(categories), 'collaboration', 'in_app_feed')).toBe(true);
    expect(isSubscribed(set(categories), 'app_notifications', 'in_app_feed')).toBe(false);
    expect(isSubscribed(set(null, { email: false }), 'product_updates', 'email')).toBe(false);
  });
});

describe('feed item parts', () => {
  it('reads body HTML, action URL, buttons and the first actor', () => {
    const item = {
      actors: [{ id: 'u1', name: 'Ole Owner', avatar: null }],
      blocks: [
        { type: 'markdown', name: 'body', content: 'x', rendered: '<p>x</p>' },
        { type: 'text', name: 'action_url', content: '', rendered: '/artists/a' },
        { type: 'button_set', name: 'actions', buttons: [{ name: 'primary', label: 'Open', action: '/artists/a' }] },
      ],
    } as unknown as FeedItem;
    expect(feedItemParts(item)).toEqual({
      bodyHtml: '<p>x</p>',
      actionUrl: '/artists/a',
      buttons: [{ name: 'primary', label: 'Open', action: '/artists/a' }],
      actorName: 'Ole Owner',
      actorAvatar: null,
    });
  });
});

describe('feed tabs', () => {
  type Marks = { read_at: string | null; seen_at: string | null };
  const unread: Marks = { read_at: null, seen_at: null };
  const seenUnread: Marks = { read_at: null, seen_at: '2026-11-28T10:00:00Z' };
  const read: Marks = { read_at: '2026-11-28T10:01:00Z', seen_at: '2026-11-28T10:00:00Z' };

  it('keeps an item on the tabs its own read and seen marks belong to', () => {
    const tabsOf = (item: Marks) => (['all', 'unread', 'read', 'unseen'] as const).filter((tab) => isOnFeedTab(item, tab));
    expect(tabsOf(unread)).toEqual(['all', 'unread', 'unseen']);
    expect(tabsOf(seenUnread)).toEqual(['all', 'unread']);
    expect(tabsOf(read)).toEqual(['all', 'read']);
  });
});

describe('guide form', () => {
  it('turns path lines into allow and block rules and drops empty buttons and banner images', () => {
    const input = guideFormSchema.parse({
      ...EMPTY_GUIDE.values,
      key: ' tour ',
      title: 'Tour',
      imageUrl: '/x.png',
      primaryText: 'Go',
      primaryAction: '/discovery',
      paths: '/discovery/*\n\n!/discovery/content',
    });
    expect(input.key).toBe('tour');
    expect(input.content.image).toBeNull();
    expect(input.content.primaryButton).toEqual({ text: 'Go', action: '/discovery' });
    expect(input.content.secondaryButton).toBeNull();
    expect(input.activationPaths).toEqual([
      { directive: 'allow', pathname: '/discovery/*' },
      { directive: 'block', pathname: '/discovery/content' },
    ]);
  });
  it('round-trips a stored guide', () => {
    const draft = guideToForm({
      id: 'g1',
      key: 'tour',
      type: 'card',
      active: false,
      content: {
        title: 'T',
        body: '<p>b</p>',
        headline: 'New',
        dismissible: false,
        image: { url: '/i.png', alt: 'i', action: 'https://example.test' },
        primary_button: { text: 'Go', action: '/x' },
      },
      audience: { kind: 'role', role: 'org-admin' },
      activationPaths: [{ directive: 'block', pathname: '/admin' }],
      updatedAt: 0,
    });
    expect(draft.id).toBe('g1');
    expect(draft.values.paths).toBe('!/admin');
    expect(guideFormSchema.parse(draft.values)).toMatchObject({
      type: 'card',
      active: false,
      content: { headline: 'New', dismissible: false, image: { url: '/i.png', alt: 'i', action: 'https://example.test' } },
      activationPaths: [{ directive: 'block', pathname: '/admin' }],
    });
  });

  async function messagesIn(language: 'de' | 'en', values: unknown) {
    const i18n = await translatorIn(language);
    const t = i18n.t.bind(i18n);
    const issues = guideFormSchema.safeParse(values, { reportInput: true }).error?.issues ?? [];
    return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issueMessage(t, issue as SchemaIssue, GUIDE_FORM_MESSAGES)]));
  }

  // Every wrong field at once: the button without a link is reported beside the other fields' breaks.
  const wrong = {
    ...EMPTY_GUIDE.values,
    key: 'Welcome Tour',
    title: '  ',
    primaryText: 'Start',
    primaryAction: ' ',
    paths: '/discovery\ndiscovery',
    audience: { kind: 'organization', organizationId: '' },
  };

  it('words each wrong field in English', async () => {
    expect(await messagesIn('en', wrong)).toEqual({
      key: 'Use 2 to 63 lower-case letters, digits or dashes, starting with a letter or digit.',
      title: 'Please fill in this field.',
      paths: 'Each line needs a path starting with / (at most 20 lines of up to 200 characters).',
      'audience.organizationId': 'Please fill in this field.',
      primaryAction: 'Please enter the link of this button.',
    });
  });

  it('words each wrong field in German', async () => {
    expect(await messagesIn('de', wrong)).toEqual({
      key: 'Verwenden Sie 2 bis 63 Kleinbuchstaben, Ziffern oder Bindestriche, beginnend mit einem Buchstaben oder einer Ziffer.',
      title: 'Bitte füllen Sie dieses Feld aus.',
      paths: 'Jede Zeile braucht einen Pfad, der mit / beginnt (höchstens 20 Zeilen mit je bis zu 200 Zeichen).',
      'audience.organizationId': 'Bitte füllen Sie dieses Feld aus.',
      primaryAction: 'Bitte geben Sie den Link dieser Schaltfläche ein.',
    });
  });

  it('refuses more than 20 path lines and a path over 200 characters', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `/page-${index}`).join('\n');
    expect(guideFormSchema.safeParse({ ...EMPTY_GUIDE.values, key: 'tour', title: 'T', paths: lines(20) }).success).toBe(true);
    expect(guideFormSchema.safeParse({ ...EMPTY_GUIDE.values, key: 'tour', title: 'T', paths: lines(21) }).success).toBe(false);
    expect(guideFormSchema.safeParse({ ...EMPTY_GUIDE.values, key: 'tour', title: 'T', paths: `/${'a'.repeat(200)}` }).success).toBe(false);
  });
});

describe('bell badge count type', () => {
  const counts = { total_count: 12, unread_count: 4, unseen_count: 2 };
  it('counts unseen, unread or all items as configured', () => {
    expect(badgeCountOf(counts, 'unseen')).toBe(2);
    expect(badgeCountOf(counts, 'unread')).toBe(4);
    expect(badgeCountOf(counts, 'all')).toBe(12);
  });
});

describe('workflow preferences beside their category', () => {
  const base: PreferenceSet = { id: 'default', categories: null, workflows: null, channel_types: null, channels: null };
  it('turns one workflow off while its category stays on, keeping its other channel type', () => {
    const set = withWorkflowToggle(base, 'comment-mentioned', 'email', false);
    expect(set.workflows).toEqual({ 'comment-mentioned': { channel_types: { email: false, in_app_feed: true } } });
    expect(isSubscribed(set, 'collaboration', 'email')).toBe(true);
    expect(isWorkflowSubscribed(set, 'collaboration', 'comment-mentioned', 'email')).toBe(false);
    expect(isWorkflowSubscribed(set, 'collaboration', 'comment-mentioned', 'in_app_feed')).toBe(true);
    expect(isWorkflowSubscribed(set, 'collaboration', 'campaign-card-assigned', 'email')).toBe(true);
  });
  it('shows a workflow off while its category is off, and keeps its own setting for when the category returns', () => {
    const off = withCategoryToggle(withWorkflowToggle(base, 'bot-alert', 'in_app_feed', false), 'app_notifications', 'in_app_feed', false);
    expect(isWorkflowSubscribed(off, 'app_notifications', 'channel-milestone', 'in_app_feed')).toBe(false);
    expect(isWorkflowOn(off, 'channel-milestone', 'in_app_feed')).toBe(true);
    const on = withCategoryToggle(off, 'app_notifications', 'in_app_feed', true);
    expect(isWorkflowSubscribed(on, 'app_notifications', 'channel-milestone', 'in_app_feed')).toBe(true);
    expect(isWorkflowSubscribed(on, 'app_notifications', 'bot-alert', 'in_app_feed')).toBe(false);
    // Toggling one category leaves the other categories and the workflows as they were (the whole set is sent).
    expect(on.workflows).toEqual(off.workflows);
  });
  it('reads {subscribed: false} and plain false entries as off', () => {
    const set = { ...base, workflows: { 'bot-alert': false, 'branded-post': { subscribed: false } } } as unknown as PreferenceSet;
    expect(isWorkflowOn(set, 'bot-alert', 'email')).toBe(false);
    expect(isWorkflowOn(set, 'branded-post', 'in_app_feed')).toBe(false);
  });
});

describe('the workflows the settings tab lists', () => {
  it('are exactly the server workflows, each under its own category', () => {
    const listed = Object.entries(NOTIFICATION_WORKFLOWS_BY_CATEGORY).flatMap(([category, keys]) => keys.map((key) => [key, category]));
    const served = Object.values(WORKFLOWS).map((workflow) => [workflow.key, workflow.category]);
    expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(served));
  });
});
