// Exports of the platform connectors.
export * from './catalogue.ts';
export * from './connector-error.ts';
export * from './secret-binding.ts';
export * from './outbound-guard.ts';
export { nonPublicKindOf, type NonPublicKind } from './outbound-address.ts';
export * from './registry.ts';
export * from './refresh-channel.ts';
export type { PlatformChannelData, PlatformConnector, PlatformPost, PlatformProfile } from './platform-types.ts';
export * from './admin-connectors.ts';
export * from './creator-oauth/oauth-providers.ts';
export * from './creator-oauth/creator-connection.ts';
export * from './creator-oauth/disconnect-creator-connection.ts';
export { toShares, youtubeShares, instagramShares, type AudienceShares } from './creator-oauth/demographics.ts';
export { isTwitchConnector, type TwitchConnector, type TwitchLiveStream, type TwitchUserRef } from './twitch-live-streams.ts';
export * from './twitch-live-sampling.ts';
// On-demand refreshes and the daily quota view: connector logic on top of the job queue (jobs is below connectors).
export * from './request-channel-refresh.ts';
export * from './quota-usage.ts';
