import type { enArtistMemberships } from './en-artist-memberships.ts';

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Deutsch: der Abschnitt „In Ihrer Organisation“ der Artist-Seite – Kampagnen, Watchlists und Tags (Issue 39). */
export const deArtistMemberships: Strings<typeof enArtistMemberships> = {
  ArtistMemberships: {
    title: 'In Ihrer Organisation',
    description: 'Kampagnen, Watchlists und Tags, in denen schon ein Kanal dieses Artists steht.',
    campaigns: 'Kampagnen',
    watchlists: 'Watchlists',
    tags: 'Tags',
    'no-campaigns': 'Noch in keiner Kampagne',
    'no-watchlists': 'Noch auf keiner Watchlist',
    'no-tags': 'Noch keine Tags',
    draft: 'Entwurf',
    'no-column': 'Ohne Spalte',
    'column-of-channel': '{{column}} · {{channel}}',
    'open-board': 'Board von {{name}} öffnen',
    'open-watchlist': 'Watchlist {{name}} öffnen',
    'open-tag': 'Tag {{name}} öffnen',
    'on-channels': 'mit {{channels}}',
    'load-failed': 'Kampagnen, Watchlists und Tags konnten nicht geladen werden.',
  },
};
