import { adminClient, anonymousClient, organizationClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { AUTH_BASE_PATH } from './auth-base-path.ts';

/** better-auth on the same origin; its endpoints live under /api/auth on the Fastify server. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: AUTH_BASE_PATH,
  plugins: [organizationClient(), adminClient(), anonymousClient()],
});
