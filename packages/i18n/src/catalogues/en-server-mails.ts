/** English: the plain-text mails the server sends (account links, invitations, the newsletter's double opt-in). */
export const enServerMails = {
  MailTexts: {
    greeting: 'Hello,',
    'greeting-named': 'Hello {{name}},',
    'sign-off': 'The Creatorlens team',
    'email-verification-subject': 'Verify your email address for Creatorlens',
    'email-verification-intro': 'please confirm that this email address belongs to your Creatorlens account:',
    'email-verification-validity': 'The link is valid for {{hours}} hours.',
    'email-change-subject': 'Confirm your new email address for Creatorlens',
    'email-change-intro':
      'You asked to change the email address of your Creatorlens account to this one. Please confirm it with this link:',
    'email-change-validity': 'Only then does it replace your current address. The link is valid for {{hours}} hours.',
    'password-reset-subject': 'Set a new password for Creatorlens',
    'password-reset-intro': 'You (or someone else) asked for a new password for your Creatorlens account. Set it here:',
    'password-reset-validity': 'The link is valid for {{hours}} hour(s) and works once. All your sessions are signed out afterwards.',
    'account-ignore': 'If you did not ask for this, you can ignore this email.',
    'invitation-subject': "You're invited to join {{organization}} on Creatorlens",
    'invitation-body': '{{inviter}} invited you to join {{organization}} on Creatorlens as {{role}}.',
    'invitation-open': 'To accept the invitation, open this link:',
    'invitation-validity': 'The invitation is valid until {{date}}. If you did not expect this invitation, you can ignore this email.',
    'role-admin': 'an admin',
    'role-member': 'a member',
    'newsletter-subject': 'Please confirm your Creatorlens newsletter subscription',
    'newsletter-intro':
      'You (or someone using your address) signed up for the Creatorlens newsletter. Please confirm the subscription with this link:',
    'newsletter-ignore': 'If you did not sign up, simply ignore this email; without confirmation we will not send you anything.',
    'newsletter-unsubscribe': 'You can unsubscribe at any time here: {{url}}',
  },
} as const;
