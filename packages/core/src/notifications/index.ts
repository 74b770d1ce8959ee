export * from './constants.ts';
export * from './sanitize-html.ts';
export * from './workflows.ts';
export * from './preferences.ts';
export * from './trigger-workflow.ts';
export * from './list-events.ts';
export * from './feed-filters.ts';
export * from './feed.ts';
export { feedPageStatement, type FeedPageQuery } from './feed-page-query.ts';
export * from './message-status.ts';
export * from './user-token.ts';
export * from './recipients.ts';
export * from './audience.ts';
export * from './guide-content.ts';
export * from './guides.ts';
export * from './collaboration.ts';
export * from './admin-notifications.ts';
export * from './client-config.ts';
export * from './session-liveness.ts';
export { MAX_GUIDE_STEP_REF_LENGTH, MAX_PREFERENCE_SET_BYTES } from './caps.ts';
export {
  forgetMsTokens,
  getMsToken,
  isChannelGone,
  isConsentGone,
  listMsTeams,
  listMsTeamsChannels,
  MsTeamsApiError,
  postMsTeamsChannelMessage,
  type MsTeamsApiSettings,
  type MsTeamsChannel,
  type MsTeamsTeam,
} from './chat/ms-teams-api.ts';
export { absoluteProductUrl, toMsTeamsActivity } from './chat/ms-teams-message.ts';
export {
  checkMsTeamsAuth,
  connectMsTeamsTenant,
  findMsTeamsChannel,
  listOrganizationMsTeams,
  listOrganizationMsTeamsChannels,
  MS_TEAMS_TENANT_NOT_SET,
  readMsTeamsTenantId,
  requireMsTeamsTenant,
  revokeMsTeamsAccess,
  type MsTeamsDeps,
} from './chat/ms-teams-tenant.ts';
