// Exports of the platform connectors.
export { resolveSettings, CONNECTOR_IDS, PLATFORM_CONNECTOR_IDS, type ConnectorId, type PlatformConnectorId } from './catalogue.ts';
export { ConnectorError, isConnectorError } from './connector-error.ts';
export { openConnectorSecret } from './secret-binding.ts';
export { createOutboundGuard, type HostLookup } from './outbound-guard.ts';
export { createConnectorRegistry, type ConnectorRegistry } from './registry.ts';
export {
  fetchChannelFromPlatform,
  refreshChannelFromPlatform,
  storeChannelData,
  storeChannelDataBatch,
  type RefreshChannelResult,
  type FetchedChannel,
} from './refresh-channel.ts';
export type { PlatformChannelData, PlatformConnector, PlatformPost } from './platform-types.ts';
export { listConnectors, updateConnector, testConnector } from './admin-connectors.ts';
export { isCreatorOAuthProvider, type CreatorOAuthProvider } from './creator-oauth/oauth-providers.ts';
export { beginCreatorConnection, completeCreatorConnection } from './creator-oauth/creator-connection.ts';
export { disconnectCreatorConnection } from './creator-oauth/disconnect-creator-connection.ts';
export { toShares, youtubeShares, instagramShares } from './creator-oauth/demographics.ts';
export { sampleLiveTwitchChannels, type ChatActivity, type ChatActivityReader } from './twitch-live-sampling.ts';
// On-demand refreshes and the daily quota view: connector logic on top of the job queue (jobs is below connectors).
export { requestChannelRefresh } from './request-channel-refresh.ts';
export { getQuotaUsage } from './quota-usage.ts';
