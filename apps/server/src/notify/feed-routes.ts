import type { FastifyInstance } from 'fastify';
import {
  BULK_ACTIONS,
  bulkUpdateMessages,
  emitFeedChanged,
  emitNotifyEvent,
  getMessage,
  InvalidCursorError,
  listFeedJson,
  MESSAGE_STATUSES,
  parseFeedFilters,
  updateMessageStatus,
  type BulkAction,
  type MessageStatus,
} from '@creatorlens/core/notifications';
import type { Database } from '@creatorlens/db';
import type { FeedCache } from './feed-cache.ts';
import { bodyOf, isRecord, NotifyHttpError, requireSelf, requireUserCaller } from './http-support.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const requireChannel = (channelId: string): string => {
  if (!UUID.test(channelId)) throw new NotifyHttpError(404, 'channel_not_found', 'No channel with this id exists.');
  return channelId;
};

const parseStatus = (status: string): MessageStatus => {
  if (!(MESSAGE_STATUSES as readonly string[]).includes(status))
    throw new NotifyHttpError(400, 'invalid_status', `Unknown message status "${status}".`);
  return status as MessageStatus;
};

const metadataOf = (value: unknown): Record<string, unknown> | undefined => {
  if (!isRecord(value)) return undefined;
  if (JSON.stringify(value).length > 4096) throw new NotifyHttpError(400, 'invalid_metadata', 'metadata is too large.');
  return value;
};

const messageIdsOf = (body: Record<string, unknown>): string[] => {
  const ids = body.message_ids;
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string'))
    throw new NotifyHttpError(400, 'invalid_params', 'message_ids must be a list of ids.');
  if (ids.length > 1000) throw new NotifyHttpError(400, 'invalid_params', 'At most 1000 message ids per batch.');
  return ids as string[];
};

/** Feed, feed settings, single, batch and bulk message status (the endpoints the feed UI uses). */
export function registerFeedRoutes(scope: FastifyInstance, db: Database, cache: FeedCache): void {
  /** After a status write: this process forgets the user's pages now, the others when the event reaches them. */
  const afterStatusWrite = async (userId: string) => {
    cache.invalidate([userId]);
    await emitNotifyEvent(db, { type: 'feed-stale', userIds: [userId] });
  };

  scope.get<{ Params: { userId: string; channelId: string }; Querystring: Record<string, unknown> }>(
    '/v1/users/:userId/feeds/:channelId',
    async (request, reply) => {
      const userId = requireSelf(request, request.params.userId);
      const channelId = requireChannel(request.params.channelId);
      const query = request.query;
      const pageSize = query.page_size === undefined ? undefined : Number(query.page_size);
      if (pageSize !== undefined && (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50)) {
        throw new NotifyHttpError(400, 'invalid_params', 'page_size must be a whole number from 1 to 50.');
      }
      const search = request.url.indexOf('?');
      const cacheKey = `${channelId}?${search === -1 ? '' : request.url.slice(search + 1)}`;
      try {
        // The page is kept as the answer's bytes: a cached page is written to the socket as is, with no
        // serialising and no UTF-8 encoding per request (a 50-item page is about 50 KB).
        const body = await cache.read(userId, cacheKey, async () =>
          Buffer.from(
            await listFeedJson(db, userId, channelId, {
              ...parseFeedFilters(query),
              pageSize,
              before: typeof query.before === 'string' ? query.before : undefined,
              after: typeof query.after === 'string' ? query.after : undefined,
            }),
          ),
        );
        return reply.type('application/json; charset=utf-8').send(body);
      } catch (error) {
        if (error instanceof InvalidCursorError) throw new NotifyHttpError(400, 'invalid_cursor', error.message);
        throw error;
      }
    },
  );

  scope.get<{ Params: { userId: string; channelId: string } }>('/v1/users/:userId/feeds/:channelId/settings', async (request) => {
    requireSelf(request, request.params.userId);
    requireChannel(request.params.channelId);
    return { features: { branding_required: false } };
  });

  scope.get<{ Params: { id: string } }>('/v1/messages/:id', async (request) =>
    getMessage(db, requireUserCaller(request), request.params.id),
  );

  scope.put<{ Params: { id: string; status: string } }>('/v1/messages/:id/:status', async (request) => {
    const userId = requireUserCaller(request);
    const [message] = await updateMessageStatus(
      db,
      userId,
      [request.params.id],
      parseStatus(request.params.status),
      metadataOf(bodyOf(request).metadata),
    );
    await afterStatusWrite(userId);
    return message;
  });

  scope.delete<{ Params: { id: string; status: string } }>('/v1/messages/:id/:status', async (request) => {
    const userId = requireUserCaller(request);
    const undo: Record<string, MessageStatus> = { seen: 'unseen', read: 'unread', archived: 'unarchived' };
    const status = undo[request.params.status];
    if (!status) throw new NotifyHttpError(400, 'invalid_status', `Cannot delete the status "${request.params.status}".`);
    const [message] = await updateMessageStatus(db, userId, [request.params.id], status);
    await afterStatusWrite(userId);
    return message;
  });

  scope.post<{ Params: { status: string } }>('/v1/messages/batch/:status', async (request) => {
    const userId = requireUserCaller(request);
    const body = bodyOf(request);
    const messages = await updateMessageStatus(
      db,
      userId,
      messageIdsOf(body),
      parseStatus(request.params.status),
      metadataOf(body.metadata),
    );
    await afterStatusWrite(userId);
    return messages;
  });

  scope.post<{ Params: { channelId: string; action: string } }>('/v1/channels/:channelId/messages/bulk/:action', async (request) => {
    const channelId = requireChannel(request.params.channelId);
    const action = request.params.action;
    if (!(BULK_ACTIONS as readonly string[]).includes(action))
      throw new NotifyHttpError(400, 'invalid_action', `Unknown bulk action "${action}".`);
    const body = bodyOf(request);
    const userIds = body.user_ids ?? body.recipient_ids;
    if (!Array.isArray(userIds) || userIds.length !== 1 || typeof userIds[0] !== 'string') {
      throw new NotifyHttpError(400, 'invalid_params', 'user_ids must name exactly one user.');
    }
    const userId = requireSelf(request, userIds[0]);
    const filters = parseFeedFilters({
      archived: body.archived,
      status: body.engagement_status,
      has_tenant: body.has_tenant,
      trigger_data: body.trigger_data,
    });
    const tenants = Array.isArray(body.tenants) ? body.tenants.filter((tenant): tenant is string => typeof tenant === 'string') : undefined;
    const started = new Date();
    const count = await bulkUpdateMessages(db, userId, channelId, action as BulkAction, { ...filters, tenants });
    cache.invalidate([userId]);
    // Other tabs of the same user refresh their badge; the acting tab already applied the change optimistically.
    await emitFeedChanged(db, channelId, [userId]);
    const completed = new Date();
    return {
      __typename: 'BulkOperation',
      id: crypto.randomUUID(),
      name: `channel.messages.bulk.${action}`,
      status: 'completed',
      estimated_total_rows: count,
      processed_rows: count,
      success_count: count,
      error_count: 0,
      error_items: [],
      progress_path: null,
      started_at: started.toISOString(),
      completed_at: completed.toISOString(),
      failed_at: null,
      inserted_at: started.toISOString(),
      updated_at: completed.toISOString(),
    };
  });
}
