import { existsSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MsTeamsApiSettings } from '@creatorlens/core/notifications';
import { readRateLimitRules, type RateLimitRules } from '@creatorlens/core/security';
import { DEFAULT_REPLICA_MAX_LAG_MS } from '@creatorlens/db';
import { readTrustProxy, type TrustProxy } from './http/trust-proxy.ts';

export interface ServerConfig {
  /** NODE_ENV=production: no demo accounts unless DEMO_ACCOUNTS=on, AUTH_SECRET and PUBLIC_URL required. */
  isProduction: boolean;
  /**
   * Create the demo accounts on first start. Off in production unless DEMO_ACCOUNTS=on; there they get a random
   * password printed once to the log instead of the published one.
   */
  shouldCreateDemoAccounts: boolean;
  /** The product's rate limits (RATE_LIMIT_<NAME>=limit/seconds overrides one); undefined when RATE_LIMITS=off. */
  rateLimits: RateLimitRules | undefined;
  port: number;
  host: string;
  /** postgres://... for a real server; undefined selects the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /**
   * DATABASE_REPLICA_URLS: comma-separated postgres:// URLs of hot standbys of DATABASE_URL; discovery, search,
   * charts, artist pages and exports read from them (docs/scaling.md). Empty: everything reads the primary.
   */
  databaseReplicaUrls: string[];
  /** REPLICA_MAX_LAG_MS: a standby further behind than this is out of rotation until it catches up. */
  replicaMaxLagMs: number;
  dataDir: string;
  publicUrl: string;
  /** Secret for signing sessions; when unset one is generated and kept in dataDir (PGlite) or the database. */
  authSecret: string | undefined;
  guestSessionMinutes: number;
  /** Seed real creator data and demo accounts on first start. */
  shouldSeed: boolean;
  /** better-auth's sign-in/sign-up rate limits; tests switch them off to sign up many users quickly. */
  isAuthRateLimitEnabled: boolean;
  /** SESSION_CACHE=off reads the session on every request (decision 015: measuring, or ruling the cache out). */
  isSessionCacheEnabled: boolean;
  /** Minutes between refreshes of derived channel stats and the charts; 0 switches the in-process job off. */
  rankingsRefreshMinutes: number;
  /**
   * TRUST_PROXY: which proxies in front may name the client address (rate limits, sessions) in X-Forwarded-For:
   * none (off), a hop count (on = 1) or proxy addresses/CIDR ranges (http/trust-proxy.ts, docs/deploy.md).
   */
  trustProxy: TrustProxy;
  webDistDir: string;
  logLevel: string;
  /** smtp://user:pass@host:587 (or smtps://); unset keeps every mail in the in-app outbox for admins to read. */
  smtpUrl: string | undefined;
  /** Sender address of product mails, e.g. "Creatorlens <no-reply@your-domain>". */
  mailFrom: string;
  /** Run the durable job queue's worker in this process (JOB_WORKER=off leaves jobs to other processes). */
  isJobWorkerEnabled: boolean;
  /** REFRESH_SCHEDULE: 'on'/'off' force the scheduled platform refresh; 'auto' runs it only when a connector is configured. */
  refreshSchedule: 'on' | 'off' | 'auto';
  /** JOB_LEASE_SECONDS: how long a claimed job stays with its worker unrenewed; a crashed process's jobs resume after it. */
  jobLeaseSeconds: number;
  /**
   * SHUTDOWN_GRACE_SECONDS: on SIGTERM, in-flight requests get this long to finish before their connections are cut,
   * and running jobs to stop before their leases are released.
   */
  shutdownGraceSeconds: number;
  /** SLOW_REQUEST_MS: a request slower than this is logged at warn (in production the other per-request lines are debug). */
  slowRequestMs: number;
  /**
   * METRICS_TOKEN: GET /metrics needs `Authorization: Bearer <token>`. Unset: /metrics is open outside production and
   * off (404) in production (docs/security.md).
   */
  metricsToken: string | undefined;
  /**
   * CONNECTOR_ALLOW_PRIVATE_HOSTS=on: connectors may call loopback, link-local and private addresses (a local fake or a
   * self-hosted API). Off by default: a connector URL could otherwise reach this server's own network (docs/security.md).
   */
  connectorAllowPrivateHosts: boolean;
  /**
   * The Slack app behind the notification server's Slack provider (SLACK_CLIENT_ID + SLACK_CLIENT_SECRET, both or
   * neither); null when not configured, and the Slack endpoints answer "not connected".
   */
  slack: SlackConfig | null;
  /**
   * The Microsoft app behind the Teams provider (MS_TEAMS_CLIENT_ID + MS_TEAMS_CLIENT_SECRET, both or neither); null
   * when not configured, and the Teams endpoints answer "not connected".
   */
  msTeams: MsTeamsConfig | null;
}

/**
 * The Microsoft app behind the Teams provider as configured: core's settings for the Graph and Bot Framework calls
 * (MS_TEAMS_CLIENT_ID/SECRET, MS_TEAMS_BOT_ID/SECRET, MS_TEAMS_LOGIN_URL, MS_TEAMS_GRAPH_URL, MS_TEAMS_BOT_SERVICE_URL)
 * without the HTTP tuning, which keeps core's defaults.
 */
export type MsTeamsConfig = Pick<
  MsTeamsApiSettings,
  'clientId' | 'clientSecret' | 'botId' | 'botSecret' | 'loginUrl' | 'graphUrl' | 'botServiceUrl'
>;

export interface SlackConfig {
  clientId: string;
  clientSecret: string;
  /** SLACK_API_URL: Slack's Web API base (a local fake in tests). */
  apiUrl: string;
  /** SLACK_AUTHORIZE_URL: where the browser asks the workspace admin to allow the app. */
  authorizeUrl: string;
}

const positiveInt = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
};

const readSmtpUrl = (value: string | undefined): string | undefined => {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^smtps?:\/\//.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return url;
};

const readRefreshSchedule = (value: string | undefined): 'on' | 'off' | 'auto' => {
  const schedule = value?.trim() || 'auto';
  if (schedule !== 'on' && schedule !== 'off' && schedule !== 'auto')
    throw new Error(`REFRESH_SCHEDULE must be on, off or auto, got "${value}"`);
  return schedule;
};

const readOnOff = (value: string | undefined, name: string): boolean | undefined => {
  const text = value?.trim();
  if (!text) return undefined;
  if (text !== 'on' && text !== 'off') throw new Error(`${name} must be on or off, got "${value}"`);
  return text === 'on';
};

const readHttpUrl = (value: string | undefined, fallback: string, name: string): string => {
  const url = value?.trim() || fallback;
  if (!/^https?:\/\//.test(url)) throw new Error(`${name} must start with http:// or https://, got "${value}"`);
  return url.replace(/\/$/, '');
};

const readSlackConfig = (env: NodeJS.ProcessEnv): SlackConfig | null => {
  const clientId = env.SLACK_CLIENT_ID?.trim();
  const clientSecret = env.SLACK_CLIENT_SECRET?.trim();
  // Half a configuration would show a "Connect to Slack" button whose OAuth exchange then always fails.
  if (Boolean(clientId) !== Boolean(clientSecret)) throw new Error('SLACK_CLIENT_ID and SLACK_CLIENT_SECRET must be set together');
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    apiUrl: readHttpUrl(env.SLACK_API_URL, 'https://slack.com/api', 'SLACK_API_URL'),
    authorizeUrl: readHttpUrl(env.SLACK_AUTHORIZE_URL, 'https://slack.com/oauth/v2/authorize', 'SLACK_AUTHORIZE_URL'),
  };
};

const readMsTeamsConfig = (env: NodeJS.ProcessEnv): MsTeamsConfig | null => {
  const clientId = env.MS_TEAMS_CLIENT_ID?.trim();
  const clientSecret = env.MS_TEAMS_CLIENT_SECRET?.trim();
  if (Boolean(clientId) !== Boolean(clientSecret)) throw new Error('MS_TEAMS_CLIENT_ID and MS_TEAMS_CLIENT_SECRET must be set together');
  if (!clientId || !clientSecret) return null;
  const botId = env.MS_TEAMS_BOT_ID?.trim();
  const botSecret = env.MS_TEAMS_BOT_SECRET?.trim();
  if (Boolean(botId) !== Boolean(botSecret)) throw new Error('MS_TEAMS_BOT_ID and MS_TEAMS_BOT_SECRET must be set together');
  return {
    clientId,
    clientSecret,
    ...(botId && botSecret ? { botId, botSecret } : {}),
    loginUrl: readHttpUrl(env.MS_TEAMS_LOGIN_URL, 'https://login.microsoftonline.com', 'MS_TEAMS_LOGIN_URL'),
    graphUrl: readHttpUrl(env.MS_TEAMS_GRAPH_URL, 'https://graph.microsoft.com/v1.0', 'MS_TEAMS_GRAPH_URL'),
    botServiceUrl: readHttpUrl(env.MS_TEAMS_BOT_SERVICE_URL, 'https://smba.trafficmanager.net/teams', 'MS_TEAMS_BOT_SERVICE_URL'),
  };
};

/**
 * The web app this process serves. In a production build (build/<id>/server) the one built beside it. From source,
 * the newer of the Vite output (apps/web/dist) and the current production build's web app; the latter resolved to its
 * build folder now, so a later `npm run build` never swaps files under this process.
 */
function defaultWebDistDir(): string {
  const beside = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const current = fileURLToPath(new URL('../../../build/current/apps/web/dist', import.meta.url));
  const builtAt = (dir: string) => (existsSync(join(dir, 'index.html')) ? statSync(join(dir, 'index.html')).mtimeMs : -1);
  return builtAt(current) > builtAt(beside) ? realpathSync(current) : beside;
}

const readReplicaUrls = (value: string | undefined, databaseUrl: string | undefined): string[] => {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length === 0) return [];
  // The embedded PGlite has no replication; a standby of some other server would serve another database's data.
  if (!databaseUrl) throw new Error('DATABASE_REPLICA_URLS needs DATABASE_URL: read replicas are standbys of a PostgreSQL primary');
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new Error(
        `DATABASE_REPLICA_URLS: each URL must start with postgres:// or postgresql://, got "${url.replace(/\/\/[^@/]*@/, '//…@')}"`,
      );
    if (url === databaseUrl) throw new Error('DATABASE_REPLICA_URLS must not name DATABASE_URL itself');
  }
  if (new Set(urls).size !== urls.length) throw new Error('DATABASE_REPLICA_URLS names the same standby twice');
  return urls;
};

/** Reads configuration from the environment once, at start; nothing else reads process.env. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = positiveInt(env.PORT, 3000, 'PORT');
  const isProduction = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const demoAccounts = readOnOff(env.DEMO_ACCOUNTS, 'DEMO_ACCOUNTS');
  if (isProduction) {
    // A production server with a generated secret or a guessed origin would sign cookies and links nobody can
    // rotate or trust; refuse to start instead of running half-configured.
    if (!env.AUTH_SECRET?.trim())
      throw new Error('NODE_ENV=production needs AUTH_SECRET (at least 32 random characters, e.g. `openssl rand -base64 32`)');
    if (!env.PUBLIC_URL?.trim())
      throw new Error('NODE_ENV=production needs PUBLIC_URL, the origin users reach (e.g. https://creatorlens.example.com)');
  }
  const authSecret = env.AUTH_SECRET?.trim() || undefined;
  if (authSecret && isProduction && authSecret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    isProduction,
    shouldCreateDemoAccounts: env.SEED !== 'off' && (demoAccounts ?? !isProduction),
    rateLimits: env.RATE_LIMITS === 'off' ? undefined : readRateLimitRules(env),
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    databaseReplicaUrls: readReplicaUrls(env.DATABASE_REPLICA_URLS, databaseUrl),
    replicaMaxLagMs: positiveInt(env.REPLICA_MAX_LAG_MS, DEFAULT_REPLICA_MAX_LAG_MS, 'REPLICA_MAX_LAG_MS'),
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    authSecret,
    guestSessionMinutes: positiveInt(env.GUEST_SESSION_MINUTES, 60, 'GUEST_SESSION_MINUTES'),
    shouldSeed: env.SEED !== 'off',
    isAuthRateLimitEnabled: env.AUTH_RATE_LIMIT !== 'off',
    isSessionCacheEnabled: env.SESSION_CACHE !== 'off',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    rankingsRefreshMinutes:
      env.RANKINGS_REFRESH_MINUTES === '0' ? 0 : positiveInt(env.RANKINGS_REFRESH_MINUTES, 360, 'RANKINGS_REFRESH_MINUTES'),
    webDistDir: resolve(env.WEB_DIST_DIR ?? defaultWebDistDir()),
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: readSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || 'Creatorlens <no-reply@localhost>',
    isJobWorkerEnabled: env.JOB_WORKER !== 'off',
    refreshSchedule: readRefreshSchedule(env.REFRESH_SCHEDULE),
    jobLeaseSeconds: positiveInt(env.JOB_LEASE_SECONDS, 60, 'JOB_LEASE_SECONDS'),
    shutdownGraceSeconds: positiveInt(env.SHUTDOWN_GRACE_SECONDS, 20, 'SHUTDOWN_GRACE_SECONDS'),
    slowRequestMs: positiveInt(env.SLOW_REQUEST_MS, 1_000, 'SLOW_REQUEST_MS'),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    connectorAllowPrivateHosts: readOnOff(env.CONNECTOR_ALLOW_PRIVATE_HOSTS, 'CONNECTOR_ALLOW_PRIVATE_HOSTS') ?? false,
    slack: readSlackConfig(env),
    msTeams: readMsTeamsConfig(env),
    ...overrides,
  };
}
