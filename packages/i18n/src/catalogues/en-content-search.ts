/** English: content search's estimated totals (frequent words are not counted, see core searchContent) and cursor pages. */
export const enContentSearch = {
  ContentSearch: {
    // {{count}} picks the plural form; {{formatted}} is the same number in the reader's locale.
    'posts-estimate_one': 'about {{formatted}} post',
    'posts-estimate_other': 'about {{formatted}} posts',
    'posts-estimate-capped': 'more than {{formatted}} posts (estimated)',
    'estimate-hint': 'The words are frequent, so the matches are estimated rather than counted. Every page stays reachable.',
  },
} as const;
