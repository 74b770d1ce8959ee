/**
 * Local fake platform APIs (YouTube, Twitch, Instagram, TikTok, Google and Meta OAuth, Twitch chat) that serve the
 * recorded payloads in ../../fixtures, so the real connectors are tested over HTTP without the internet.
 */
export { FAKE_CREDENTIALS, configureConnectorsForFakeServer } from './connector-setup.ts';
export { FIXTURE_IDS, fixture, fixtureText } from './platform-payloads.ts';
export type { FakeLiveStream, FakeTwitchLive } from './platform-routes.ts';
export {
  startFakePlatformServer,
  type FakeConnector,
  type FakeFault,
  type FakePlatformServer,
  type FakePlatformServerOptions,
  type FakePlatformStats,
} from './platform-server.ts';
export { startFakeTwitchChatServer, type FakeTwitchChatOptions, type FakeTwitchChatServer } from './twitch-chat-server.ts';
