/** English: where a creator lives versus the market a list named them for (issue 38, who and where). */
export const enWhere = {
  WhereNote: {
    title: 'Where',
    'home-country': 'Home country: {{country}}',
    'home-country-source': 'stated by {{source}}',
    'home-unknown': 'Home country: not known — no source states it',
    'listed-market': 'Listed for the market: {{country}}',
    'listed-market-source': 'by {{source}}; a list of creators popular there, not where the creator lives',
    'source-bio': 'the profile bio',
  },
} as const;
