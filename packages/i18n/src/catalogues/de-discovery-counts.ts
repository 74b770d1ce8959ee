import type { Catalogue } from './types.ts';
import type { enDiscoveryCounts } from './en-discovery-counts.ts';

/** German: Trefferzahlen der Creator- und Content-Suche, gedeckelt („10.000+“), und Seiten per Cursor (formell, Sie). */
export const deDiscoveryCounts: Pick<Catalogue, keyof typeof enDiscoveryCounts> = {
  DiscoveryCounts: {
    channels_one: '{{formatted}} Kanal',
    channels_other: '{{formatted}} Kanäle',
    'channels-capped': '{{formatted}}+ Kanäle',
    posts_one: '{{formatted}} Beitrag',
    posts_other: '{{formatted}} Beiträge',
    'posts-capped': '{{formatted}}+ Beiträge',
    'capped-hint': 'Gezählt wird bis {{formatted}}. Für eine genaue Zahl grenzen Sie die Filter ein; jede Seite bleibt erreichbar.',
    page: 'Seite {{page}}',
  },
};
