/**
 * English: the texts the server writes into notifications (feed, mail, Slack and Teams). `{{actor}}`, `{{channel}}`
 * and the like stand for names; the renderer sets some of them in bold or italics, so each sentence is one key and
 * a translation may put them in any order.
 */
export const enServerTexts = {
  NotificationTexts: {
    someone: 'Someone',
    'an-item': 'an item',
    'a-channel': 'a channel',
    'a-channel-subject': 'A channel',
    'a-brand': 'a brand',
    'names-joined': '{{list}} and {{last}}',
    'comment-mentioned': '{{actor}} mentioned you in a comment on {{subject}}',
    'comment-mentioned-title': '{{actor}} mentioned you',
    'comment-mentioned-team': '{{actor}} mentioned {{names}} in a comment on {{subject}}',
    'comment-mentioned-team-title': '{{actor}} mentioned {{names}}',
    'open-comment': 'Open comment',
    'card-assigned': '{{actor}} assigned {{channel}} to you in the campaign {{campaign}}',
    'card-assigned-team': '{{actor}} assigned {{channel}} to {{names}} in the campaign {{campaign}}',
    'card-assigned-title': 'New campaign assignment',
    'open-campaign': 'Open campaign',
    'invitation-accepted': '{{actor}} accepted your invitation to {{organization}}',
    'invitation-accepted-title': 'Invitation accepted',
    'channel-milestone': '{{channel}} reached {{followers}} followers',
    'channel-milestone-title': 'Milestone reached',
    'branded-post': '{{channel}} published a new branded post for {{brand}}',
    'branded-post-title': 'New branded post',
    'view-post': 'View post',
    'bot-alert': '{{channel}} shows suspicious follower activity: {{reason}}',
    'bot-alert-reason': 'possible bot growth',
    'reason-several': 'several warning signals',
    'reason-growth-spike': 'a jump of +{{gain}} followers on {{day}}',
    'reason-round-number-jump': 'exactly +{{gain}} followers on {{day}}',
    'reason-engagement-low': 'engagement far below comparable channels',
    'reason-engagement-high': 'engagement far above comparable channels',
    'reason-like-comment-ratio': 'an unusual ratio of likes to comments',
    'reason-follow-unfollow': 'repeated follow/unfollow cycles',
    'reason-viewers-vs-followers': 'more viewers than followers',
    'reason-chat-activity': 'almost no chat despite many viewers',
    'reason-flat-viewer-curve': 'a viewer curve too even to be people',
    'reason-giveaway-spike': 'a follower jump after a giveaway',
    'bot-alert-title': 'Bot alert',
    'compliance-alert':
      '{{channel}} published a post for {{brand}} with a code or tracking link but no ad disclosure (possibly an undisclosed ad)',
    'compliance-alert-title': 'Compliance alert: undisclosed ad?',
    'review-post': 'Review post',
    'chat-disconnected':
      '{{provider}} was disconnected: the workspace revoked the app’s access. Campaigns post nothing there until you connect it again.',
    'chat-disconnected-title': '{{provider}} disconnected',
  },
} as const;
