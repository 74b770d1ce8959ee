// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { de, en } from '@creatorlens/i18n';
import { ArtistPage, type ArtistWithChannels } from '../src/features/artists/artist-page.tsx';

// The parts of the page that fetch on their own are not what this test is about: each stands in as a marker
// naming the channel it was given, so the test sees which artist's channel panel is on screen.
vi.mock('../src/features/artists/channel-card.tsx', () => ({
  ChannelCard: ({ channel }: { channel: { id: string; name: string } }) =>
    createElement('div', { 'data-testid': 'channel-card' }, channel.name),
}));
vi.mock('../src/features/artists/channel-analytics.tsx', () => ({ ChannelAnalytics: () => null }));
vi.mock('../src/features/artists/where-note.tsx', () => ({ WhereNote: () => null }));
vi.mock('../src/features/artists/identity-panel.tsx', () => ({ IdentityPanel: () => null }));
vi.mock('../src/features/artists/artist-memberships.tsx', () => ({ ArtistMemberships: () => null }));

async function wrapper() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
}

function artistWith(slug: string, channelNames: string[]): ArtistWithChannels {
  return {
    artist: { id: `artist-${slug}`, slug, name: `Artist ${slug}`, image: null, country: null },
    channels: channelNames.map(
      (name, index) =>
        ({
          id: `${slug}-channel-${index}`,
          artistId: `artist-${slug}`,
          platform: index === 0 ? 'instagram' : 'youtube',
          name,
        }) as ArtistWithChannels['channels'][number],
    ),
    licenseExcludedPlatforms: [],
  };
}

describe('ArtistPage from one artist to the next (issue 39)', () => {
  it('shows the new artist’s first channel, not an empty channel section', async () => {
    const Wrapper = await wrapper();
    // The router re-renders the same mounted page with the next artist's data; it does not remount it.
    const { rerender } = render(createElement(ArtistPage, { data: artistWith('one', ['One on Instagram', 'One on YouTube']) }), {
      wrapper: Wrapper,
    });
    expect(screen.getByTestId('channel-card').textContent).toBe('One on Instagram');

    for (const [slug, names] of [
      ['two', ['Two on Instagram', 'Two on YouTube']],
      ['three', ['Three alone']],
      ['four', ['Four on Instagram', 'Four on YouTube']],
    ] as const) {
      rerender(createElement(ArtistPage, { data: artistWith(slug, [...names]) }));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Artist ${slug}`);
      expect(screen.getByTestId('channel-card').textContent).toBe(names[0]);
    }
  });
});
