import type { FastifyInstance } from 'fastify';
import {
  deleteChannelData,
  getChannelData,
  getNotifyUser,
  getPreferenceSet,
  identifyNotifyUser,
  listPreferenceSets,
  setChannelData,
  setPreferenceSection,
  setPreferenceSet,
  ChatChannelRefusedError,
  isSlackApiError,
  MsTeamsApiError,
  MsTeamsRateLimitedError,
  getObjectChannelDataAs,
  setObjectChannelDataAs,
  type PreferenceMap,
  type SlackAppSettings,
  type MsTeamsApiSettings,
  MS_TEAMS_CHANNEL_ID,
  SLACK_CHANNEL_ID,
} from '@creatorlens/core/notifications';
import type { Database } from '@creatorlens/db';
import { chatActorOf } from './chat-request.ts';
import { bodyOf, isRecord, NotifyHttpError, requireSelf } from './http-support.ts';

const SET_ID = /^[a-z0-9_-]{1,64}$/i;
const SECTIONS = ['channel_types', 'workflows', 'categories'] as const;
type Section = (typeof SECTIONS)[number];

const setIdOf = (value: string): string => {
  if (!SET_ID.test(value)) throw new NotifyHttpError(400, 'invalid_params', 'The preference set id is not valid.');
  return value;
};

const mapOrNull = (value: unknown, name: string): PreferenceMap | null | undefined => {
  if (value === undefined || value === null) return value;
  if (!isRecord(value)) throw new NotifyHttpError(400, 'invalid_params', `${name} must be an object.`);
  return value as PreferenceMap;
};

const dataOf = (body: Record<string, unknown>): Record<string, unknown> => {
  if (!isRecord(body.data)) throw new NotifyHttpError(400, 'invalid_params', 'data must be an object.');
  return body.data;
};

/** Users (get, identify), preferences and channel data (objects: chat connections of tenants and campaigns). */
export function registerUserRoutes(
  scope: FastifyInstance,
  deps: { db: Database; encryptionKey: string; slack: SlackAppSettings | null; msTeams: MsTeamsApiSettings | null },
): void {
  const db = deps.db;
  scope.get<{ Params: { userId: string } }>('/v1/users/:userId', async (request) =>
    getNotifyUser(db, requireSelf(request, request.params.userId)),
  );
  scope.put<{ Params: { userId: string } }>('/v1/users/:userId', async (request) =>
    identifyNotifyUser(db, requireSelf(request, request.params.userId), bodyOf(request)),
  );

  scope.get<{ Params: { userId: string } }>('/v1/users/:userId/preferences', async (request) =>
    listPreferenceSets(db, requireSelf(request, request.params.userId)),
  );
  scope.get<{ Params: { userId: string; setId: string } }>('/v1/users/:userId/preferences/:setId', async (request) =>
    getPreferenceSet(db, requireSelf(request, request.params.userId), setIdOf(request.params.setId)),
  );
  scope.put<{ Params: { userId: string; setId: string } }>('/v1/users/:userId/preferences/:setId', async (request) => {
    const userId = requireSelf(request, request.params.userId);
    const body = bodyOf(request);
    const strategy = body.__persistence_strategy__ === 'merge' ? 'merge' : 'replace';
    return setPreferenceSet(
      db,
      userId,
      setIdOf(request.params.setId),
      {
        channel_types: mapOrNull(body.channel_types, 'channel_types'),
        workflows: mapOrNull(body.workflows, 'workflows'),
        categories: mapOrNull(body.categories, 'categories'),
        channels: mapOrNull(body.channels, 'channels'),
        commercial_subscribed: typeof body.commercial_subscribed === 'boolean' ? body.commercial_subscribed : undefined,
      },
      strategy,
    );
  });
  for (const section of SECTIONS) {
    scope.put<{ Params: { userId: string; setId: string } }>(`/v1/users/:userId/preferences/:setId/${section}`, async (request) =>
      setPreferenceSection(
        db,
        requireSelf(request, request.params.userId),
        setIdOf(request.params.setId),
        section as Section,
        null,
        bodyOf(request),
      ),
    );
    scope.put<{ Params: { userId: string; setId: string; key: string } }>(
      `/v1/users/:userId/preferences/:setId/${section}/:key`,
      async (request) => {
        const body = bodyOf(request);
        if (Object.keys(body).length === 0)
          throw new NotifyHttpError(400, 'invalid_params', 'Send {"subscribed": true|false} or a settings object.');
        return setPreferenceSection(
          db,
          requireSelf(request, request.params.userId),
          setIdOf(request.params.setId),
          section as Section,
          request.params.key,
          body,
        );
      },
    );
  }

  scope.get<{ Params: { userId: string; channelId: string } }>('/v1/users/:userId/channel_data/:channelId', async (request) =>
    getChannelData(db, '$users', requireSelf(request, request.params.userId), request.params.channelId),
  );
  scope.put<{ Params: { userId: string; channelId: string } }>('/v1/users/:userId/channel_data/:channelId', async (request) =>
    setChannelData(db, '$users', requireSelf(request, request.params.userId), request.params.channelId, dataOf(bodyOf(request))),
  );
  scope.delete<{ Params: { userId: string; channelId: string } }>('/v1/users/:userId/channel_data/:channelId', async (request) => {
    await deleteChannelData(db, '$users', requireSelf(request, request.params.userId), request.params.channelId);
    return {};
  });

  // Objects are shared between users: our backend (secret key) has full access; a user token reaches only its own
  // organisation's tenant (without the token) and campaigns, with campaign permissions (chat/object-channel-data.ts).
  type ObjectParams = { Params: { collection: string; objectId: string; channelId: string } };
  scope.get<ObjectParams>('/v1/objects/:collection/:objectId/channel_data/:channelId', async (request) => {
    const actor = await chatActorOf(request, deps.db);
    if (!actor) return getChannelData(deps.db, request.params.collection, request.params.objectId, request.params.channelId);
    return getObjectChannelDataAs({ db: deps.db, actor }, request.params);
  });
  scope.put<ObjectParams>('/v1/objects/:collection/:objectId/channel_data/:channelId', async (request, reply) => {
    const actor = await chatActorOf(request, deps.db);
    const data = dataOf(bodyOf(request));
    if (!actor) return setChannelData(deps.db, request.params.collection, request.params.objectId, request.params.channelId, data);
    const slack = deps.slack && { db: deps.db, encryptionKey: deps.encryptionKey, slack: deps.slack };
    const msTeams = deps.msTeams && { db: deps.db, msTeams: deps.msTeams };
    if (request.params.channelId === SLACK_CHANNEL_ID && !slack)
      throw new NotifyHttpError(422, 'slack_not_connected', 'Slack is not connected.');
    if (request.params.channelId === MS_TEAMS_CHANNEL_ID && !msTeams)
      throw new NotifyHttpError(422, 'ms_teams_not_connected', 'Microsoft Teams is not connected.');
    try {
      return await setObjectChannelDataAs({ db: deps.db, actor, slack, msTeams }, request.params, data);
    } catch (error) {
      // The channels themselves were refused (unknown, archived, no workspace): the request was well formed.
      if (error instanceof ChatChannelRefusedError) throw new NotifyHttpError(422, 'invalid_channel', error.message);
      // Checking the channels needs the provider: its failures are its own (502) or a wait it asked for (429).
      if (error instanceof MsTeamsRateLimitedError || (isSlackApiError(error) && error.code === 'rate_limited')) {
        reply.header('retry-after', String(Math.ceil((error.retryAfterMs ?? 1_000) / 1000)));
        throw new NotifyHttpError(429, 'rate_limited', 'The chat provider is limiting requests right now; try again shortly.');
      }
      if (error instanceof MsTeamsApiError || isSlackApiError(error))
        throw new NotifyHttpError(502, 'chat_provider_error', `The chat provider could not answer (${error.code}).`);
      throw error;
    }
  });
}
