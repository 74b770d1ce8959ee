import type { Database, Platform } from '@creatorlens/db';
import { isPlatformConnector, type ConnectorId, type PlatformConnectorId } from './catalogue.ts';
import { ConnectorError } from './connector-error.ts';
import { loadConnectorConfig, requireSecret, requireSetting, type ConnectorConfig } from './credentials.ts';
import { createInstagramConnector } from './instagram.ts';
import { createOutboundGuard, type HostLookup, type OutboundGuard } from './outbound-guard.ts';
import type { ClientContext, PlatformConnector } from './platform-types.ts';
import { createQuotaAccount } from './quota.ts';
import { createTiktokConnector } from './tiktok.ts';
import { createTwitchConnector } from './twitch.ts';
import { createYoutubeConnector } from './youtube.ts';

/** Hands out configured platform clients; one registry per server process (or per bench run). */
export interface ConnectorRegistry {
  /** The client of a platform; ConnectorError 'not_configured' when its credentials are missing. */
  forPlatform(platform: Platform): Promise<PlatformConnector>;
  get(connector: PlatformConnectorId): Promise<PlatformConnector>;
  /** Settings and decrypted secret of any connector (the OAuth flows read google_oauth and meta_oauth here). */
  config(connector: ConnectorId): Promise<ConnectorConfig>;
  /** Drops cached clients, so changed credentials apply to the next call. */
  invalidate(connector?: ConnectorId): void;
  readonly db: Database;
  readonly encryptionKey: Buffer | string;
  readonly fetch: typeof fetch;
  readonly now: () => Date;
  /** Which hosts connectors may call (saved URLs are checked with it too). */
  readonly outbound: OutboundGuard;
}

interface ConnectorRegistryDeps {
  db: Database;
  /** The key from deriveConnectorKey(authSecret), or the auth secret itself (derived here). */
  encryptionKey: Buffer | string;
  fetch?: typeof fetch;
  now?: () => Date;
  /**
   * CONNECTOR_ALLOW_PRIVATE_HOSTS: whether connectors may call loopback, link-local and private addresses. Required,
   * so every setup says it: only a local fake server or a self-hosted API on a private network needs true.
   */
  allowPrivateHosts: boolean;
  /** Resolves host names for the address check (default: the system resolver). */
  lookup?: HostLookup;
}

/** Credentials are re-read after this long, so an admin's change reaches long-running workers without a restart. */
const CLIENT_CACHE_MS = 60_000;

/** What each platform client needs to be usable; checked before any call so a missing piece is 'not_configured'. */
function assertConfigured(config: ConnectorConfig): void {
  switch (config.connector) {
    case 'youtube':
      requireSecret(config, 'API key');
      return;
    case 'twitch':
    case 'tiktok':
      requireSetting(config, 'clientId', 'client id');
      requireSecret(config, 'client secret');
      return;
    case 'instagram':
      requireSetting(config, 'businessAccountId', 'business account id');
      requireSecret(config, 'access token');
      return;
    default:
      return;
  }
}

function createClient(connector: PlatformConnectorId, context: ClientContext): PlatformConnector {
  switch (connector) {
    case 'youtube':
      return createYoutubeConnector(context);
    case 'twitch':
      return createTwitchConnector(context);
    case 'instagram':
      return createInstagramConnector(context);
    case 'tiktok':
      return createTiktokConnector(context);
  }
}

/** Builds the registry that loads credentials from connector_credential and caches clients (and their tokens). */
export function createConnectorRegistry(deps: ConnectorRegistryDeps): ConnectorRegistry {
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const now = deps.now ?? (() => new Date());
  const outbound = createOutboundGuard({ allowPrivateHosts: deps.allowPrivateHosts, lookup: deps.lookup });
  const cache = new Map<PlatformConnectorId, { client: Promise<PlatformConnector>; loadedAt: number }>();

  const build = async (connector: PlatformConnectorId): Promise<PlatformConnector> => {
    const config = await loadConnectorConfig(deps.db, deps.encryptionKey, connector);
    assertConfigured(config);
    const quota = createQuotaAccount({ db: deps.db, now }, connector, config.settings.dailyQuota);
    return createClient(connector, { config, http: { fetch: fetchImpl, now, outbound }, quota });
  };

  const registry: ConnectorRegistry = {
    db: deps.db,
    encryptionKey: deps.encryptionKey,
    fetch: fetchImpl,
    now,
    outbound,
    async get(connector) {
      const cached = cache.get(connector);
      if (cached && Date.now() - cached.loadedAt < CLIENT_CACHE_MS) return cached.client;
      const client = build(connector);
      cache.set(connector, { client, loadedAt: Date.now() });
      // A failed load (not configured) is not cached: the next call looks again.
      client.catch(() => cache.delete(connector));
      return client;
    },
    forPlatform(platform) {
      if (!isPlatformConnector(platform)) {
        return Promise.reject(new ConnectorError(platform, 'not_configured', 'there is no API connector for this platform'));
      }
      return registry.get(platform);
    },
    config: (connector) => loadConnectorConfig(deps.db, deps.encryptionKey, connector),
    invalidate(connector) {
      if (connector && isPlatformConnector(connector as Platform)) cache.delete(connector as PlatformConnectorId);
      else cache.clear();
    },
  };
  return registry;
}
