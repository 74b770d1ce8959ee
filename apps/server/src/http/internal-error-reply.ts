import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * The app-wide error handler. Fastify's default one sends an error's message with a 500 too, and such a message is
 * the engine's or a library's ("Maximum call stack size exceeded", SQL): it tells an attacker what broke and a person
 * nothing. A 5xx is logged with its error and answered with a fixed text (the request id, added to every JSON error
 * body, finds the log line); 4xx errors carry a reason meant for the caller and go on to Fastify's own handler.
 * Scopes with their own handler (the /v1 API, the import upload) keep it.
 */
export function registerInternalErrorReply(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) throw error;
    request.log.error({ err: error }, 'request failed with an internal error');
    return reply
      .status(500)
      .send({ statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'Something went wrong on our side.' });
  });
}
