/** Where better-auth answers on the Fastify server (its client, auth-client.ts, and the plain requests of the public frame). */
export const AUTH_BASE_PATH = '/api/auth';
