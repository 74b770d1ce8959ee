/** English: what a refused page or action says and what the person can do instead (licence, permission, guest). */
export const enRefusals = {
  Refusals: {
    'license-title': 'This needs a valid licence',
    'license-body':
      'The licence of {{organization}} has expired, so creator data and changes are paused. Your lists, members and credits stay readable.',
    'license-body-admin':
      'The licence of {{organization}} has expired, so creator data and changes are paused. Renew it to continue; your lists, members and credits stay readable meanwhile.',
    'license-body-member':
      'The licence of {{organization}} has expired, so creator data and changes are paused. An administrator of your organisation can renew it; your lists stay readable meanwhile.',
    'see-plans': 'See plans',
    'open-workspace': 'Open workspace',
    'go-home': 'Go to the overview',
    'forbidden-title': 'You don’t have access to this',
    'forbidden-body': 'Your role in {{organization}} does not include this page. An administrator of your organisation can change that.',
    'forbidden-body-no-organisation': 'Your account has no organisation that includes this page.',
    'artist-public-view': 'You are seeing the public profile of {{name}}. Figures, posts and notes return once the licence is renewed.',
    'guest-title': 'Sign up to do this',
    'guest-body': 'Guests can look around the demo workspace but not change it. Create a free account to {{action}}.',
    'sign-up': 'Sign up to do this',
    'guest-action': {
      'add-to-list': 'add channels to your own campaigns and watchlists',
      drop: 'drag channels onto your own lists',
      create: 'create your own campaigns, watchlists and tags',
      comment: 'write comments and notes',
      refresh: 'refresh channels with credits',
      change: 'make changes',
    },
  },
} as const;
