import type { FastifyInstance } from 'fastify';
import {
  GUIDE_ENGAGEMENT_STATUSES,
  listGuidesForUser,
  recordGuideEngagement,
  resetGuideEngagement,
  type GuideEngagementStatus,
} from '@creatorlens/core/notifications';
import type { Database } from '@creatorlens/db';
import { bodyOf, NotifyHttpError, requireSelf } from './http-support.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** Guides for the signed-in user and their engagement (seen, interacted, archived, reset). */
export function registerGuideRoutes(scope: FastifyInstance, db: Database): void {
  scope.put<{ Params: { userId: string } }>('/v1/users/:userId/guides/engagements/reset', async (request) => {
    const userId = requireSelf(request, request.params.userId);
    const guideKey = text(bodyOf(request).guide_key);
    if (!guideKey) throw new NotifyHttpError(400, 'invalid_params', 'guide_key is required.');
    await resetGuideEngagement(db, userId, guideKey);
    return { status: 'ok' };
  });

  scope.put<{ Params: { userId: string; status: string } }>('/v1/users/:userId/guides/messages/:status', async (request) => {
    const userId = requireSelf(request, request.params.userId);
    const status = request.params.status;
    if (!(GUIDE_ENGAGEMENT_STATUSES as readonly string[]).includes(status))
      throw new NotifyHttpError(400, 'invalid_status', `Unknown guide status "${status}".`);
    const body = bodyOf(request);
    await recordGuideEngagement(db, userId, {
      guideId: text(body.guide_id),
      guideKey: text(body.guide_key),
      stepRef: text(body.guide_step_ref) ?? 'step_1',
      status: status as GuideEngagementStatus,
    });
    return { status: 'ok' };
  });

  scope.get<{ Params: { userId: string; channelId: string } }>('/v1/users/:userId/guides/:channelId', async (request) => {
    const userId = requireSelf(request, request.params.userId);
    if (!UUID.test(request.params.channelId)) throw new NotifyHttpError(404, 'channel_not_found', 'No channel with this id exists.');
    return listGuidesForUser(db, userId, request.params.channelId);
  });
}
