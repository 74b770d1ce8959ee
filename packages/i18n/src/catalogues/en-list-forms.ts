/**
 * English: the words of the list, board and sharing forms for a value that breaks its schema (the rules are the
 * schemas in @creatorlens/contracts; generic breaks use Form.*).
 */
export const enListForms = {
  ListForms: {
    'name-blank': 'Enter a name.',
    'name-too-long': 'A name has at most {{count}} characters.',
  },
} as const;
