import { adminClient, anonymousClient, organizationClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** better-auth on the same origin; its endpoints live under /api/auth on the Fastify server. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [organizationClient(), adminClient(), anonymousClient()],
});

/** The minimum password length the server enforces (better-auth's default). */
export const MIN_PASSWORD_LENGTH = 8;
