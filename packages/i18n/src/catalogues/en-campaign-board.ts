/** English: the campaign board's figures, its field choice, the column strip and the campaign's comments. */
export const enCampaignBoard = {
  CampaignBoard: {
    fields: 'Fields',
    'fields-menu': 'Choose the figures cards and table show',
    'field-followers': 'Followers',
    'field-engagement': 'Engagement rate',
    'field-data-as-of': 'Data date',
    'field-bot-risk': 'Bot risk',
    'column-name-blank': 'The column name must not be empty.',
    'comments-title': 'Comments on {{name}}',
  },
} as const;
