import { z } from 'zod';
import {
  connectorBusinessAccountIdSchema,
  connectorClientIdSchema,
  connectorDailyQuotaSchema,
  connectorUrlSchema,
} from '@creatorlens/contracts';
import type { Platform } from '@creatorlens/db/constants';

/** Every connector an admin can configure: four platform APIs and two OAuth providers for creator connections. */
export const CONNECTOR_IDS = ['youtube', 'twitch', 'instagram', 'tiktok', 'google_oauth', 'meta_oauth'] as const;
export type ConnectorId = (typeof CONNECTOR_IDS)[number];
export const PLATFORM_CONNECTOR_IDS = ['youtube', 'twitch', 'instagram', 'tiktok'] as const satisfies readonly ConnectorId[];
export type PlatformConnectorId = (typeof PLATFORM_CONNECTOR_IDS)[number];
export type OAuthConnectorId = Exclude<ConnectorId, PlatformConnectorId>;

export const isPlatformConnector = (platform: Platform): platform is PlatformConnectorId =>
  (PLATFORM_CONNECTOR_IDS as readonly string[]).includes(platform);

/** The settings an admin may see and change; the secret (API key, client secret, token) is stored apart, encrypted. */
export interface ConnectorSettings {
  baseUrl: string;
  /** Twitch and TikTok client-credentials token endpoint. */
  oauthUrl?: string | undefined;
  /** OAuth providers: where the creator is sent to consent, and where codes are exchanged. */
  authorizeUrl?: string | undefined;
  tokenUrl?: string | undefined;
  clientId?: string | undefined;
  /** Instagram: the connected business account whose token reads other accounts through business discovery. */
  businessAccountId?: string | undefined;
  /** Units per UTC day we never exceed; null means no limit of our own. */
  dailyQuota: number | null;
}

/**
 * The platforms' documented official endpoints as defaults (a deployment or the fake server overrides them).
 * Daily quotas: YouTube's default project quota is 10,000 units; TikTok's Research API allows 1,000 requests a day.
 */
export const CONNECTOR_DEFAULTS: Record<ConnectorId, ConnectorSettings> = {
  youtube: { baseUrl: 'https://www.googleapis.com/youtube/v3', dailyQuota: 10_000 },
  twitch: { baseUrl: 'https://api.twitch.tv/helix', oauthUrl: 'https://id.twitch.tv/oauth2/token', dailyQuota: null },
  instagram: { baseUrl: 'https://graph.facebook.com/v21.0', dailyQuota: null },
  tiktok: { baseUrl: 'https://open.tiktokapis.com/v2', oauthUrl: 'https://open.tiktokapis.com/v2/oauth/token/', dailyQuota: 1_000 },
  google_oauth: {
    baseUrl: 'https://youtubeanalytics.googleapis.com/v2',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    dailyQuota: null,
  },
  meta_oauth: {
    baseUrl: 'https://graph.facebook.com/v21.0',
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    dailyQuota: null,
  },
};

/** Which settings each connector uses (the admin form shows only these). */
export const CONNECTOR_FIELDS: Record<ConnectorId, readonly (keyof ConnectorSettings)[]> = {
  youtube: ['baseUrl', 'dailyQuota'],
  twitch: ['baseUrl', 'oauthUrl', 'clientId', 'dailyQuota'],
  instagram: ['baseUrl', 'businessAccountId', 'dailyQuota'],
  tiktok: ['baseUrl', 'oauthUrl', 'clientId', 'dailyQuota'],
  google_oauth: ['baseUrl', 'authorizeUrl', 'tokenUrl', 'clientId'],
  meta_oauth: ['baseUrl', 'authorizeUrl', 'tokenUrl', 'clientId'],
};

/** What each connector's secret is called, in messages an admin reads. */
export const SECRET_NAMES: Record<ConnectorId, string> = {
  youtube: 'API key',
  twitch: 'client secret',
  instagram: 'access token',
  tiktok: 'client secret',
  google_oauth: 'client secret',
  meta_oauth: 'app secret',
};

/**
 * The stored (and admin-editable) settings; unknown keys are dropped. Each rule is contracts' piece, which the update
 * procedure and the admin's connector dialog check with too.
 */
export const connectorSettingsSchema = z.object({
  baseUrl: z.optional(connectorUrlSchema),
  oauthUrl: z.optional(connectorUrlSchema),
  authorizeUrl: z.optional(connectorUrlSchema),
  tokenUrl: z.optional(connectorUrlSchema),
  clientId: z.optional(connectorClientIdSchema),
  businessAccountId: z.optional(connectorBusinessAccountIdSchema),
  dailyQuota: z.optional(z.nullable(connectorDailyQuotaSchema)),
});
export type StoredConnectorSettings = z.infer<typeof connectorSettingsSchema>;

/** Stored settings over the defaults; a stored null daily quota means "no limit". */
export function resolveSettings(connector: ConnectorId, stored: unknown): ConnectorSettings {
  const parsed = connectorSettingsSchema.safeParse(stored ?? {});
  const values = parsed.success ? parsed.data : {};
  const defaults = CONNECTOR_DEFAULTS[connector];
  const merged: ConnectorSettings = { ...defaults };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
  return merged;
}
