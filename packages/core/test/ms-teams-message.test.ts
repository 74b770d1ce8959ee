import { describe, expect, it } from 'vitest';
import { absoluteProductUrl, toMsTeamsActivity } from '../src/notifications/chat/ms-teams-message.ts';

const rendered = {
  bodyHtml: '<p><strong>Jana</strong> mentioned you</p>',
  bodyText: 'Jana mentioned you on "Summer launch": looks good',
  actionUrl: '/campaigns/c1?card=k1',
  buttons: [],
  subject: 'New mention',
};

describe('Teams message', () => {
  it('links relative product paths absolutely and refuses other schemes', () => {
    expect(absoluteProductUrl('https://app.example/', '/campaigns/c1')).toBe('https://app.example/campaigns/c1');
    expect(absoluteProductUrl('https://app.example', 'https://brand.example/post')).toBe('https://brand.example/post');
    expect(absoluteProductUrl('https://app.example', 'javascript:alert(1)')).toBeNull();
    expect(absoluteProductUrl('https://app.example', '//evil.example/x')).toBeNull();
  });

  it('carries the rendered text in an Adaptive Card with one open button per distinct link', () => {
    const activity = toMsTeamsActivity({ rendered, publicUrl: 'https://app.example', openLabel: 'Open in Creatorlens' });
    expect(activity).toMatchObject({ type: 'message', text: rendered.bodyText, summary: 'New mention' });
    const card = (activity.attachments as { content: { body: { text: string }[]; actions: unknown[] } }[])[0]!.content;
    expect(card.body.map((block) => block.text)).toEqual(['New mention', rendered.bodyText]);
    expect(card.actions).toEqual([
      { type: 'Action.OpenUrl', title: 'Open in Creatorlens', url: 'https://app.example/campaigns/c1?card=k1' },
    ]);
  });
});
