import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  forgetMsTokens,
  isChannelGone,
  isConsentGone,
  listMsTeams,
  listMsTeamsChannels,
  MsTeamsApiError,
  postMsTeamsChannelMessage,
  type MsTeamsApiSettings,
} from '@creatorlens/core/notifications';
import {
  FAKE_TEAMS_CLIENT,
  FAKE_TEAMS_TENANT_ID,
  startFakeMsTeamsServer,
  type FakeMsTeamsServer,
} from '@creatorlens/test-support/fake-chat';

let fake: FakeMsTeamsServer;
let settings: MsTeamsApiSettings;

beforeAll(async () => {
  fake = await startFakeMsTeamsServer();
  settings = {
    clientId: FAKE_TEAMS_CLIENT.id,
    clientSecret: FAKE_TEAMS_CLIENT.secret,
    loginUrl: fake.endpoints.loginUrl,
    graphUrl: fake.endpoints.graphUrl,
    botServiceUrl: fake.endpoints.botServiceUrl,
    backoffMs: 1,
  };
});
afterAll(() => fake.close());

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as MsTeamsApiError,
  );

describe('Microsoft Teams client against the local fake', () => {
  it('pages through the tenant teams with $top and $skiptoken and applies $select', async () => {
    const first = await listMsTeams(settings, FAKE_TEAMS_TENANT_ID, { $top: 50, $select: 'id,displayName' });
    expect(first.teams).toHaveLength(50);
    expect(first.teams[0]).toEqual({ id: 'team-marketing', displayName: 'Marketing' });
    expect(first.skipToken).not.toBeNull();
    const second = await listMsTeams(settings, FAKE_TEAMS_TENANT_ID, { $top: 50, $skiptoken: first.skipToken! });
    const third = await listMsTeams(settings, FAKE_TEAMS_TENANT_ID, { $top: 50, $skiptoken: second.skipToken! });
    expect(third.teams).toHaveLength(20);
    expect(third.skipToken).toBeNull();
  });

  it('filters teams and lists a team channels, archived ones marked', async () => {
    const { teams } = await listMsTeams(settings, FAKE_TEAMS_TENANT_ID, { $filter: "displayName eq 'Marketing'" });
    expect(teams.map((team) => team.id)).toEqual(['team-marketing']);
    const channels = await listMsTeamsChannels(settings, FAKE_TEAMS_TENANT_ID, 'team-marketing', {});
    expect(channels.find((channel) => channel.displayName === 'old-launch')?.isArchived).toBe(true);
    const missing = await failureOf(listMsTeamsChannels(settings, FAKE_TEAMS_TENANT_ID, 'team-unknown', {}));
    expect(missing).toMatchObject({ code: 'NotFound', status: 404 });
  });

  it('waits for Retry-After on 429 and retries a 503, then answers', async () => {
    fake.failNext('graph', 429, 1, 1);
    const started = Date.now();
    expect((await listMsTeams(settings, FAKE_TEAMS_TENANT_ID, { $top: 1 })).teams).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    fake.failNext('graph', 503, 1);
    expect((await listMsTeams(settings, FAKE_TEAMS_TENANT_ID, { $top: 1 })).teams).toHaveLength(1);
  });

  it('hands a long Retry-After to the caller instead of sleeping', async () => {
    fake.failNext('bot', 429, 3, 120);
    const error = await failureOf(
      postMsTeamsChannelMessage(settings, {
        tenant: FAKE_TEAMS_TENANT_ID,
        channelId: '19:general@thread.tacv2',
        activity: { type: 'message', text: 'x' },
      }),
    );
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterMs: 120_000 });
    fake.failNext('bot', 429, 0);
  });

  it('posts a message into a channel through the Bot Framework; gone channels and withdrawn consent are told apart', async () => {
    const before = fake.messages.length;
    await postMsTeamsChannelMessage(settings, {
      tenant: FAKE_TEAMS_TENANT_ID,
      channelId: '19:campaign-updates@thread.tacv2',
      activity: { type: 'message', text: 'Hello' },
    });
    expect(fake.messages.slice(before)).toEqual([
      { tenantId: FAKE_TEAMS_TENANT_ID, channelId: '19:campaign-updates@thread.tacv2', activity: { type: 'message', text: 'Hello' } },
    ]);
    const archived = await failureOf(
      postMsTeamsChannelMessage(settings, {
        tenant: FAKE_TEAMS_TENANT_ID,
        channelId: '19:old-launch@thread.tacv2',
        activity: { type: 'message' },
      }),
    );
    expect(archived && isChannelGone(archived)).toBe(true);

    fake.revokeConsent(FAKE_TEAMS_TENANT_ID);
    forgetMsTokens(FAKE_TEAMS_TENANT_ID);
    const revoked = await failureOf(listMsTeams(settings, FAKE_TEAMS_TENANT_ID, {}));
    expect(revoked).toMatchObject({ code: 'invalid_grant', status: 400 });
    expect(revoked && isConsentGone(revoked)).toBe(true);
  });
});
