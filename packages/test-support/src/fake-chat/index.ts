/** Local fakes of team-chat APIs (Slack, Microsoft identity/Graph/Bot Framework), for tests and manual tries of the notification server's providers. */
export {
  startFakeSlackServer,
  type FakeSlackChannel,
  type FakeSlackFault,
  type FakeSlackPost,
  type FakeSlackServer,
  type FakeSlackServerOptions,
} from './slack-server.ts';
export {
  defaultFakeTeams,
  FAKE_TEAMS_CLIENT,
  FAKE_TEAMS_TENANT_ID,
  startFakeMsTeamsServer,
  type FakeMsTeamsServer,
  type FakeTeam,
  type FakeTeamsChannel,
  type FakeTeamsMessage,
  type FakeTeamsTarget,
} from './ms-teams-server.ts';
