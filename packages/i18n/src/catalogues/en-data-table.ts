/** English: the words of the design system's data table (part of the en catalogue). */
export const enDataTable = {
  Table: {
    'sort-by': 'Sort by {{column}}',
  },
} as const;
