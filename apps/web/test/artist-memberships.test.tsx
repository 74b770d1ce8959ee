// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de, en } from '@creatorlens/i18n';
import type { RouterOutputs } from '../src/lib/trpc.ts';

type Memberships = RouterOutputs['artist']['getArtistMemberships'];
let answer: Memberships;

vi.mock('../src/lib/trpc.ts', () => ({
  useTRPC: () => ({
    artist: {
      getArtistMemberships: {
        queryOptions: ({ slug }: { slug: string }) => ({
          queryKey: ['artist.getArtistMemberships', slug],
          queryFn: () => Promise.resolve(answer),
        }),
      },
    },
  }),
}));
// Links stand in as plain anchors with the path they would open; the router itself is not under test here.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, params, children, ...props }: { to: string; params: Record<string, string>; children: ReactNode }) =>
    createElement(
      'a',
      { ...props, href: Object.entries(params).reduce((path, [key, value]) => path.replace(`$${key}`, value), to) },
      children,
    ),
}));

const { ArtistMemberships } = await import('../src/features/artists/artist-memberships.tsx');

async function renderIn(language: 'de' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(createElement(ArtistMemberships, { slug: 'someone' }), {
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(I18nextProvider, { i18n }, createElement(QueryClientProvider, { client: queryClient }, children)),
  });
}

const channels: Memberships['channels'] = [
  { id: 'insta', name: 'Someone', platform: 'instagram' },
  { id: 'tube', name: 'Someone TV', platform: 'youtube' },
];

afterEach(cleanup);

describe('ArtistMemberships', () => {
  it('says so in German when the artist is in no list yet', async () => {
    answer = { channels, canReadCampaigns: true, campaigns: [], canReadWatchlists: true, watchlists: [], tags: [] };
    await renderIn('de');
    await screen.findByText('Noch in keiner Kampagne');
    screen.getByText('Noch auf keiner Watchlist');
    screen.getByText('Noch keine Tags');
  });

  it('links each campaign to its board with the column per channel, watchlists and tags', async () => {
    answer = {
      channels,
      canReadCampaigns: true,
      campaigns: [
        {
          id: 'c1',
          name: 'Summer',
          isDraft: true,
          cards: [
            { channelId: 'insta', columnName: 'Contacted' },
            { channelId: 'tube', columnName: null },
          ],
        },
      ],
      canReadWatchlists: true,
      watchlists: [{ id: 'w1', name: 'Scouting', channelIds: ['tube'] }],
      tags: [{ id: 't1', name: 'VIP', color: 'primary', channelIds: ['insta'] }],
    };
    await renderIn('en');
    const board = await screen.findByRole('link', { name: 'Open the board of Summer' });
    expect(board.getAttribute('href')).toBe('/campaign/c1');
    screen.getByText('Draft');
    screen.getByText('Contacted · Instagram');
    screen.getByText('No column · YouTube');
    expect(screen.getByRole('link', { name: 'Open the watchlist Scouting' }).getAttribute('href')).toBe('/watchlist/w1');
    screen.getByText('with YouTube');
    expect(screen.getByRole('link', { name: 'Open the tag VIP' }).getAttribute('href')).toBe('/tag/t1');
  });

  it('leaves out campaigns for someone who may not read them, instead of claiming there are none', async () => {
    answer = { channels, canReadCampaigns: false, campaigns: [], canReadWatchlists: true, watchlists: [], tags: [] };
    await renderIn('en');
    await screen.findByText('Not on any watchlist yet');
    expect(screen.queryByText('Campaigns')).toBeNull();
    expect(screen.queryByText('Not in any campaign yet')).toBeNull();
  });
});
