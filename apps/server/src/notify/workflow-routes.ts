import type { FastifyInstance } from 'fastify';
import type { MailDispatch } from '@creatorlens/core/mail';
import { triggerWorkflow } from '@creatorlens/core/notifications';
import type { Database } from '@creatorlens/db';
import { bodyOf, isRecord, NotifyHttpError, requireSecret } from './http-support.ts';
import { runIdempotent } from './idempotency.ts';

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : isRecord(value) && typeof value.id === 'string' ? value.id : null;

/**
 * POST /v1/workflows/:key/trigger: server to server, with the secret key only. Honours Idempotency-Key (see
 * runIdempotent): a repeat of a trigger answers with the first one's workflow_run_id and stores no second message.
 */
export function registerWorkflowRoutes(scope: FastifyInstance, deps: { db: Database; mail: MailDispatch }): void {
  scope.post<{ Params: { key: string } }>('/v1/workflows/:key/trigger', async (request, reply) => {
    requireSecret(request);
    const body = bodyOf(request);
    if (!Array.isArray(body.recipients) || body.recipients.length === 0 || body.recipients.length > 1000) {
      throw new NotifyHttpError(400, 'invalid_params', 'recipients must list 1 to 1000 users.');
    }
    const recipientIds = body.recipients.map(idOf);
    if (recipientIds.some((id) => !id)) throw new NotifyHttpError(400, 'invalid_params', 'Every recipient must be a user id or {id}.');
    if (body.data !== undefined && !isRecord(body.data)) throw new NotifyHttpError(400, 'invalid_params', 'data must be an object.');
    // The mail sender is woken only after the surrounding transaction (the idempotency key's) has committed.
    let mailQueued = false;
    const mail: MailDispatch = { ...deps.mail, onQueued: () => (mailQueued = true) };
    const answer = await runIdempotent(deps.db, request, reply, async (db) => {
      const result = await triggerWorkflow(
        { db, mail },
        {
          workflowKey: request.params.key,
          recipientIds: recipientIds as string[],
          actorId: idOf(body.actor),
          tenant: idOf(body.tenant),
          data: isRecord(body.data) ? body.data : {},
          cancellationKey: typeof body.cancellation_key === 'string' ? body.cancellation_key : null,
        },
      );
      return { status: 200, body: { workflow_run_id: result.workflowRunId } };
    });
    if (mailQueued) deps.mail.onQueued();
    return answer;
  });
}
