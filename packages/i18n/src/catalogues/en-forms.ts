/**
 * English: what a form says about a field whose value breaks its schema (apps/web/src/lib/form). The rule comes from
 * the schema in @creatorlens/contracts that the server checks too; these are the words for each kind of break.
 */
export const enForms = {
  Form: {
    required: 'Please fill in this field.',
    'too-short': 'Use at least {{count}} characters.',
    'too-long': 'Use at most {{count}} characters.',
    'at-least': 'Enter a number of at least {{min}}.',
    'at-most': 'Enter a number of at most {{max}}.',
    'whole-number': 'Enter a whole number.',
    'choose-one': 'Choose at least one.',
    'too-many': 'Choose at most {{count}}.',
    'invalid-email': 'Enter an email address such as name@example.com.',
    'invalid-url': 'Enter a web address starting with https://.',
    invalid: 'This value is not valid.',
  },
} as const;
