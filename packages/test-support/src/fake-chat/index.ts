/** Local fakes of team-chat APIs (Slack now), for tests and manual tries of the notification server's providers. */
export {
  startFakeSlackServer,
  type FakeSlackChannel,
  type FakeSlackFault,
  type FakeSlackPost,
  type FakeSlackServer,
  type FakeSlackServerOptions,
} from './slack-server.ts';
