import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

/**
 * The password the demo accounts get if this start creates them: none without demo accounts; the README's on a
 * laptop; in production (DEMO_ACCOUNTS=on) a random one that the server writes once to its log and stores nowhere
 * else, because a published password on a reachable server is a platform-admin login for anyone.
 */
export function chooseDemoPassword(config: Pick<ServerConfig, 'isProduction' | 'shouldCreateDemoAccounts'>): string | undefined {
  if (!config.shouldCreateDemoAccounts) return undefined;
  return config.isProduction ? randomBytes(18).toString('base64url') : DEMO_PASSWORD;
}
