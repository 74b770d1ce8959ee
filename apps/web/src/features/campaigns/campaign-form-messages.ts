import type { FieldMessages } from '../../lib/form/index.ts';

/** The add-column form's words for a wrong column name; the rule is listNameSchema in contracts. */
export const COLUMN_NAME_MESSAGES: FieldMessages = {
  name: { required: 'CampaignBoard.column-name-blank', too_big: 'ListForms.name-too-long' },
};

/** The campaign edit form's words for its name, like every list's. */
export const CAMPAIGN_FORM_MESSAGES: FieldMessages = {
  name: { required: 'ListForms.name-blank', too_big: 'ListForms.name-too-long' },
};
