import { IMPORT_TARGET_KINDS, MAX_IMPORT_UPLOAD_BYTES, type ImportFileRefusal } from '@creatorlens/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HTTP_STATUS_FOR } from '@creatorlens/api';
import { isAppError } from '@creatorlens/core/errors';
import { IMPORT_UPLOAD_READ_SECONDS, ImportFileError, isImportFileError, startImportUpload } from '@creatorlens/core/imports';
import type { RateLimitRules } from '@creatorlens/core/security';
import type { Database } from '@creatorlens/db';
import type { Auth } from '../auth/create-auth.ts';
import type { SessionLookup } from '../auth/session-lookup.ts';
import { discardRefusedBody } from './discard-refused-body.ts';
import { resolveActor } from './resolve-actor.ts';

/** The upload route; the web client posts the picked file here as it is. */
export const IMPORT_UPLOAD_PATH = '/api/imports/csv';

const uploadQuery = z.strictObject({
  targetKind: z.enum(IMPORT_TARGET_KINDS, { error: 'targetKind: use watchlist or campaign.' }),
  targetId: z.uuid({ error: 'targetId: not a list id.' }),
  fileName: z.string().trim().min(1, 'fileName: required.').max(200, 'fileName: at most 200 characters.'),
});

const tooLargeMessage = new ImportFileError('too-large').message;

const STATUS_FOR_REFUSAL: Partial<Record<ImportFileRefusal, number>> = { 'too-large': 413, 'too-slow': 408 };

/**
 * POST /api/imports/csv?targetKind=campaign&targetId=...&fileName=... with the CSV itself as the body
 * (content-type text/csv): the import path for files above the 1 MiB JSON body limit of tRPC. Nothing of the body is
 * read before the caller, the list and the organisation's reading lease (one file at a time per organisation) are
 * checked; then core startImportUpload reads it chunk by chunk and refuses it the moment it passes
 * MAX_IMPORT_UPLOAD_BYTES (413) or MAX_IMPORT_ROWS, or turns out not to be UTF-8 text (400 with the reason), so a
 * huge or hostile file costs about the size limit in memory, never its own size. It answers { jobId, rows }.
 * Only text/csv is accepted: it is not a CORS-safelisted type, so another site cannot post it with the user's cookie
 * without a preflight this server never grants.
 */
export async function registerImportUploadRoute(
  app: FastifyInstance,
  deps: { auth: Auth; db: Database; sessionLookup?: SessionLookup | undefined; rateLimits?: RateLimitRules | undefined },
): Promise<void> {
  // Its own encapsulated scope: the streaming body, the error answers apply to this route only.
  await app.register(async (scope) => {
    // The body stays an unread stream: the handler reads it only once the caller may upload, and stops at a limit.
    scope.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      discardRefusedBody(request.raw);
      if (error.statusCode === 413) return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', error: tooLargeMessage });
      if (error.statusCode === 415) return reply.status(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Send the file as text/csv.' });
      if (error.statusCode && error.statusCode < 500)
        return reply.status(error.statusCode).send({ code: 'BAD_REQUEST', error: error.message });
      scope.log.error({ err: error }, 'import upload failed');
      return reply.status(500).send({ code: 'INTERNAL', error: 'The import could not be started.' });
    });

    scope.post(IMPORT_UPLOAD_PATH, async (request, reply) => {
      const refuse = (status: number, body: { code: string; reason?: string; error: string }) => {
        discardRefusedBody(request.raw);
        return reply.status(status).send(body);
      };
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (contentType !== 'text/csv') return refuse(415, { code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Send the file as text/csv.' });
      if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_UPLOAD_BYTES)
        return refuse(413, { code: 'PAYLOAD_TOO_LARGE', reason: 'too-large', error: tooLargeMessage });
      const query = uploadQuery.safeParse(request.query);
      if (!query.success) return refuse(400, { code: 'VALIDATION', error: query.error.issues.map((issue) => issue.message).join(' ') });
      const { actor, actorError } = await resolveActor(request, deps);
      if (actorError) {
        if (isAppError(actorError)) return refuse(HTTP_STATUS_FOR[actorError.code], { code: actorError.code, error: actorError.message });
        throw actorError;
      }
      if (!actor) return refuse(401, { code: 'UNAUTHORIZED', error: 'Please sign in.' });
      try {
        const { targetKind, targetId, fileName } = query.data;
        return await startImportUpload(
          { db: deps.db, actor },
          // Not destroyed when reading stops early, so the refusal still reaches the client (see discardRefusedBody).
          { target: { kind: targetKind, id: targetId }, fileName, chunks: request.raw.iterator({ destroyOnReturn: false }) },
          { fileLimit: deps.rateLimits?.importOrganization, signal: AbortSignal.timeout(IMPORT_UPLOAD_READ_SECONDS * 1000) },
        );
      } catch (error) {
        if (isImportFileError(error)) {
          const status = STATUS_FOR_REFUSAL[error.reason] ?? HTTP_STATUS_FOR[error.code];
          return refuse(status, { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : error.code, reason: error.reason, error: error.message });
        }
        if (isAppError(error)) return refuse(HTTP_STATUS_FOR[error.code], { code: error.code, error: error.message });
        throw error;
      }
    });
  });
}
