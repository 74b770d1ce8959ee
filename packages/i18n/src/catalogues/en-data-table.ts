/** English: the words of the design system's data table (part of the en catalogue). */
export const enDataTable = {
  Table: {
    'page-of': 'Page {{page}} of {{pages}}',
    'previous-page': 'Previous page',
    'next-page': 'Next page',
    'sort-by': 'Sort by {{column}}',
  },
} as const;
