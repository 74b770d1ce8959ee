/**
 * Constants shared by the schema and the browser. This file imports only the browser-safe contracts, so the web app
 * can use it (through core's permissions) without pulling database drivers into the bundle.
 */

import type { Platform } from '@creatorlens/contracts';

export { PLATFORMS, type Platform } from '@creatorlens/contracts';

export interface LicenseConstraints {
  maxChannelsPerManualWatchlist: number;
  /** Platforms whose posts members may read (CASL: read post per platform). */
  readablePlatforms: Platform[];
  seats: number;
  monthlyCredits: number;
}

/**
 * The NOTIFY channel of migration 0024's triggers: a write to session, user (role, ban, guest), member or
 * organization_license announces the user id whose cached actor is stale, or `*` for everyone. The trigger function
 * names the channel literally; keep both in step.
 */
export const SESSION_CHANGES_CHANNEL = 'creatorlens_session_changes';
