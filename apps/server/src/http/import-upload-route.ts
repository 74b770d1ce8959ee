import { IMPORT_TARGET_KINDS, MAX_IMPORT_UPLOAD_BYTES } from '@creatorlens/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HTTP_STATUS_FOR } from '@creatorlens/api';
import { isAppError } from '@creatorlens/core/errors';
import { startImport } from '@creatorlens/core/imports';
import type { RateLimitRules } from '@creatorlens/core/security';
import type { Database } from '@creatorlens/db';
import type { Auth } from '../auth/create-auth.ts';
import type { SessionLookup } from '../auth/session-lookup.ts';
import { resolveActor } from './resolve-actor.ts';

/** The upload route; the web client posts the picked file here as it is. */
export const IMPORT_UPLOAD_PATH = '/api/imports/csv';

const uploadQuery = z.strictObject({
  targetKind: z.enum(IMPORT_TARGET_KINDS, { error: 'targetKind: use watchlist or campaign.' }),
  targetId: z.uuid({ error: 'targetId: not a list id.' }),
  fileName: z.string().trim().min(1, 'fileName: required.').max(200, 'fileName: at most 200 characters.'),
});

const tooLargeMessage = `csv: the file is larger than ${Math.round(MAX_IMPORT_UPLOAD_BYTES / 1_000_000)} MB; split it into smaller files.`;

/**
 * POST /api/imports/csv?targetKind=campaign&targetId=...&fileName=... with the CSV itself as the body
 * (content-type text/csv): the import path for files above the 1 MiB JSON body limit of tRPC. The body is read as a
 * stream and cut off at MAX_IMPORT_UPLOAD_BYTES with a 413; everything else (rights on the list, the file's rows)
 * is checked by the same core startImport as import.startImport, which answers { jobId, rows } here too.
 * Only text/csv is accepted: it is not a CORS-safelisted type, so another site cannot post it with the user's cookie
 * without a preflight this server never grants.
 */
export async function registerImportUploadRoute(
  app: FastifyInstance,
  deps: { auth: Auth; db: Database; sessionLookup?: SessionLookup | undefined; rateLimits?: RateLimitRules | undefined },
): Promise<void> {
  // Its own encapsulated scope: the CSV parser, the body limit and the error answers apply to this route only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_IMPORT_UPLOAD_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 413) return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', error: tooLargeMessage });
      if (error.statusCode === 415) return reply.status(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Send the file as text/csv.' });
      if (error.statusCode && error.statusCode < 500)
        return reply.status(error.statusCode).send({ code: 'BAD_REQUEST', error: error.message });
      scope.log.error({ err: error }, 'import upload failed');
      return reply.status(500).send({ code: 'INTERNAL', error: 'The import could not be started.' });
    });

    scope.post(IMPORT_UPLOAD_PATH, { bodyLimit: MAX_IMPORT_UPLOAD_BYTES }, async (request, reply) => {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (contentType !== 'text/csv')
        return reply.status(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Send the file as text/csv.' });
      const query = uploadQuery.safeParse(request.query);
      if (!query.success)
        return reply.status(400).send({ code: 'VALIDATION', error: query.error.issues.map((issue) => issue.message).join(' ') });
      const { actor, actorError } = await resolveActor(request, deps);
      if (actorError) {
        if (isAppError(actorError))
          return reply.status(HTTP_STATUS_FOR[actorError.code]).send({ code: actorError.code, error: actorError.message });
        throw actorError;
      }
      if (!actor) return reply.status(401).send({ code: 'UNAUTHORIZED', error: 'Please sign in.' });
      const csv = typeof request.body === 'string' ? request.body : '';
      if (csv.length === 0) return reply.status(400).send({ code: 'VALIDATION', error: 'csv: the file is empty.' });
      try {
        const { targetKind, targetId, fileName } = query.data;
        return await startImport(
          { db: deps.db, actor },
          { target: { kind: targetKind, id: targetId }, fileName, csv },
          { fileLimit: deps.rateLimits?.importOrganization },
        );
      } catch (error) {
        if (isAppError(error)) return reply.status(HTTP_STATUS_FOR[error.code]).send({ code: error.code, error: error.message });
        throw error;
      }
    });
  });
}
