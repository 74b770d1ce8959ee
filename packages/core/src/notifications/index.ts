export {
  FEED_CHANNEL_ID,
  GUIDE_CHANNEL_ID,
  NOTIFY_PUBLIC_KEY,
  NOTIFY_EVENTS_CHANNEL,
  SLACK_CHANNEL_ID,
  MS_TEAMS_CHANNEL_ID,
} from './constants.ts';
export { safeUrl, sanitizeHtml } from './sanitize-html.ts';
export { toBlocks, WORKFLOWS, type NotificationLanguage } from './workflows.ts';
export { getPreferenceSet, listPreferenceSets, setPreferenceSet, setPreferenceSection, type PreferenceMap } from './preferences.ts';
export { emitNotifyEvent, emitFeedChanged, triggerWorkflow, type NotifyEvent } from './trigger-workflow.ts';
export { emitListsChanged } from './list-events.ts';
export { parseFeedFilters } from './feed-filters.ts';
export { countFeed, listFeedJson, encodeCursor, InvalidCursorError } from './feed.ts';
export { feedPageStatement } from './feed-page-query.ts';
export {
  updateMessageStatus,
  getMessage,
  bulkUpdateMessages,
  MESSAGE_STATUSES,
  BULK_ACTIONS,
  type MessageStatus,
  type BulkAction,
} from './message-status.ts';
export {
  registerNotifySecret,
  openSealedSigningKey,
  getNotifyKeys,
  signUserToken,
  verifyUserToken,
  USER_TOKEN_LIFETIME_SECONDS,
  SEALED_SIGNING_KEY,
  deriveNotifySecretKey,
  isUserTokenExpired,
} from './user-token.ts';
export { getNotifyUser, identifyNotifyUser, getChannelData, setChannelData, deleteChannelData } from './recipients.ts';
export {
  guideEligibility,
  listGuidesForUser,
  recordGuideEngagement,
  resetGuideEngagement,
  GUIDE_ENGAGEMENT_STATUSES,
  type GuideEngagementStatus,
} from './guides.ts';
export { notifyCommentMention, notifyCardAssigned, notifyInvitationAccepted } from './collaboration.ts';
export { createAnnouncement, listAnnouncements, listGuides, saveGuide, deleteGuide } from './admin-notifications.ts';
export { getNotificationClientConfig } from './client-config.ts';
export { isSessionAlive, readSessionFacts, readMemberships, type SessionFacts } from './session-liveness.ts';
export {
  loadNotifyActor,
  requireOwnTenant,
  requireTenantAdmin,
  readChatToken,
  removeChatToken,
  TENANTS_COLLECTION,
  getObjectChannelDataAs,
  setObjectChannelDataAs,
  ChatChannelRefusedError,
  callSlack,
  SlackApiError,
  SLACK_TOKEN_DEAD_ERRORS,
  isSlackApiError,
  htmlToMrkdwn,
  buildSlackMessage,
  checkSlackAuth,
  listSlackChannels,
  revokeSlackAccess,
  connectSlackWorkspace,
  SLACK_TOKEN_NOT_SET,
  deliverSlackMessage,
  forgetMsTokens,
  listMsTeams,
  listMsTeamsChannels,
  postMsTeamsChannelMessage,
  MsTeamsApiError,
  isConsentGone,
  isChannelGone,
  readMsTeamsTenantId,
  checkMsTeamsAuth,
  listOrganizationMsTeams,
  listOrganizationMsTeamsChannels,
  connectMsTeamsTenant,
  revokeMsTeamsAccess,
  MsTeamsRateLimitedError,
  deliverMsTeamsMessage,
  type ChatDeliveryPayload,
  type SlackAppSettings,
  type SlackDeps,
  type ChatDeliveryOutcome,
  type MsTeamsApiSettings,
  type MsTeamsDeps,
} from './chat/index.ts';
