import { describe, expect, it } from 'vitest';
import type { FeedItem, PreferenceSet } from '@knocklabs/client';
import { formatBadgeCount } from '../src/features/notifications/badge-count.ts';
import { isSubscribed } from '../src/features/notifications/preference-state.ts';
import { feedItemParts } from '../src/features/notifications/feed-item-parts.ts';
import { EMPTY_GUIDE, formToInput, guideToForm } from '../src/features/notifications/admin/guide-form-state.ts';

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

describe('guide form', () => {
  it('turns path lines into allow and block rules and drops empty buttons and banner images', () => {
    const input = formToInput({ ...EMPTY_GUIDE, key: ' tour ', title: 'Tour', imageUrl: '/x.png', primaryText: 'Go', primaryAction: '/discovery', paths: '/discovery/*\n\n!/discovery/content' });
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
    const form = guideToForm({
      id: 'g1',
      key: 'tour',
      type: 'card',
      active: false,
      content: { title: 'T', body: '<p>b</p>', headline: 'New', dismissible: false, image: { url: '/i.png', alt: 'i', action: 'https://example.test' }, primary_button: { text: 'Go', action: '/x' } },
      audience: { kind: 'role', role: 'org-admin' },
      activationPaths: [{ directive: 'block', pathname: '/admin' }],
      updatedAt: 0,
    });
    expect(form.paths).toBe('!/admin');
    expect(formToInput(form)).toMatchObject({ id: 'g1', type: 'card', active: false, content: { headline: 'New', dismissible: false, image: { url: '/i.png', alt: 'i', action: 'https://example.test' } } });
  });
});
