import { describe, expect, it } from 'vitest';
import type { NotificationBlock } from '@creatorlens/db/schema';
import { buildMsTeamsActivity } from '../src/notifications/chat/ms-teams-message.ts';

const blocks = (actionUrl: string, buttons: { label: string; action: string }[] = []): NotificationBlock[] => [
  {
    type: 'markdown',
    name: 'body',
    content: 'Jana mentioned you on "Summer launch": looks good',
    rendered: '<p><strong>Jana</strong> mentioned you</p>',
  },
  { type: 'text', name: 'action_url', content: actionUrl, rendered: actionUrl },
  ...(buttons.length > 0
    ? [{ type: 'button_set' as const, name: 'actions', buttons: buttons.map((button) => ({ name: 'primary', ...button })) }]
    : []),
];

const cardOf = (activity: Record<string, unknown>) =>
  (activity.attachments as { content: { body: { text: string }[]; actions: { title: string; url: string }[] } }[])[0]!.content;

describe('Teams message', () => {
  it('carries the feed text in an Adaptive Card with one button into the product', () => {
    const activity = buildMsTeamsActivity(
      blocks('/campaign/c1?card=k1', [{ label: 'Open campaign', action: '/campaign/c1' }]),
      'https://app.example/',
    );
    expect(activity).toMatchObject({ type: 'message' });
    expect(String(activity.text)).toContain('Jana mentioned you on "Summer launch"');
    const card = cardOf(activity);
    expect(card.body[0]!.text).toBe('Jana mentioned you on "Summer launch": looks good');
    expect(card.actions).toEqual([{ type: 'Action.OpenUrl', title: 'Open campaign', url: 'https://app.example/campaign/c1' }]);
  });

  it('never links outside the product', () => {
    expect(cardOf(buildMsTeamsActivity(blocks('https://evil.example/x'), 'https://app.example')).actions[0]!.url).toBe(
      'https://app.example/',
    );
    expect(cardOf(buildMsTeamsActivity(blocks('javascript:alert(1)'), 'https://app.example')).actions[0]!.url).toBe('https://app.example/');
  });
});
