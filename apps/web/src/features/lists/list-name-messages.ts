import type { FieldMessages } from '../../lib/form/index.ts';

/** The list forms' own words for a wrong name (campaign, watchlist, tag); the rule is listNameSchema in contracts. */
export const LIST_NAME_MESSAGES: FieldMessages = {
  name: { required: 'ListForms.name-blank', too_big: 'ListForms.name-too-long' },
};
