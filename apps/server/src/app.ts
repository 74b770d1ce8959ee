import Fastify, { type FastifyInstance } from 'fastify';
import { appRouter } from '@creatorlens/api';
import { createConnectorRegistry } from '@creatorlens/core/connectors';
import { ensureLicenseTemplates } from '@creatorlens/core/licensing';
import { registerNotifySecret } from '@creatorlens/core/notifications';
import { JSON_BODY_LIMITS } from '@creatorlens/core/security';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@creatorlens/db';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { createAuth, type Auth } from './auth/create-auth.ts';
import { createSessionLookup } from './auth/session-lookup.ts';
import { createSessionCache } from './auth/session-cache.ts';
import { listenForSessionChanges } from './auth/session-changes.ts';
import type { ServerConfig } from './config.ts';
import { registerAuthRoutes } from './http/auth-routes.ts';
import { registerOrganizationLogoRoute } from './http/organization-logo-route.ts';
import { registerImportUploadRoute } from './http/import-upload-route.ts';
import { registerInternalErrorReply } from './http/internal-error-reply.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { allowedOriginsFor, registerOriginCheck } from './http/origin-check.ts';
import { registerTrpcRoutes } from './http/trpc-routes.ts';
import { createReadRoutingFactory } from './http/read-your-writes.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { registerCreatorConnectRoutes } from './connectors/creator-connect-routes.ts';
import { registerWebAssets } from './http/web-assets.ts';
import { registerNotify } from './notify/index.ts';
import { readCompanyDetails } from './http/prerender.ts';
import { registerStatusRoute } from './http/status-route.ts';
import { registerHealthRoutes } from './http/health-routes.ts';
import { registerBackupRoute } from './http/backup-route.ts';
import { registerSharePageRoute } from './http/share-page-route.ts';
import { registerBlogRoutes } from './http/blog-routes.ts';
import { createServerMetrics } from './observability/metrics.ts';
import { registerRequestObservability, RequestLogController, requestIdFor } from './observability/request-observability.ts';
import { startJobQueue } from './jobs/start-job-queue.ts';
import { createTextAnalysisPool } from './jobs/text-analysis-pool.ts';
import { createJobHandlerRegistry, type JobHandlerRegistry } from './jobs/queue.ts';
import { createOutboxSender, createSmtpTransport, type OutboxSender } from './mail/index.ts';
import { isSeedNeeded } from './seed/is-seed-needed.ts';
import { chooseDemoPassword } from './seed/demo-password.ts';
import type { SeedReport } from './seed/run-seed.ts';

export interface App {
  server: FastifyInstance;
  database: DatabaseHandle;
  auth: Auth;
  mailSender: OutboxSender;
  /** This app's job handlers (its worker runs these; tests register their own queues here). */
  jobHandlers: JobHandlerRegistry;
  seedReport: SeedReport | null;
  close: () => Promise<void>;
}

/**
 * The composition root: config -> database (migrated, seeded) -> auth -> HTTP. Tests build the same app
 * with an injected database handle, so nothing here is a module-level singleton.
 */
export async function createApp(config: ServerConfig, injected?: { database?: DatabaseHandle; fetch?: typeof fetch }): Promise<App> {
  const server = Fastify({
    logger: { level: config.logLevel },
    // Request ids: the proxy's X-Request-Id or a UUID, in every log line of the request and every error response.
    genReqId: requestIdFor,
    logController: new RequestLogController({ isProduction: config.isProduction, slowRequestMs: config.slowRequestMs }),
    bodyLimit: JSON_BODY_LIMITS.maxBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: 500 },
  });
  // Before any route is registered: routes and scopes inherit the parser and the error handler at registration.
  registerJsonBodyParser(server);
  registerInternalErrorReply(server);
  const database =
    injected?.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      onIdleConnectionError: (error) => server.log.warn({ err: error }, 'an idle database connection failed; the pool opens a new one'),
      replicaUrls: config.databaseReplicaUrls,
      replicaMaxLagMs: config.replicaMaxLagMs,
      onReplicaRotationChange: ({ replica, isInRotation, reason }) =>
        server.log.warn(`read replica ${replica} ${isInRotation ? 'is in rotation' : 'is out of rotation'}: ${reason}`),
      onReadRetry: (error) => server.log.warn({ err: error }, 'a read met a dead database connection; running it once more on a fresh one'),
      onDataDirTightened: ({ dataDir, previousDirectoryMode, tightenedEntries }) =>
        server.log.warn(
          `DATA_DIR ${dataDir} was open to other users (mode ${previousDirectoryMode?.toString(8)}): narrowed it to 0700 and ${tightenedEntries} entries inside to 0600/0700`,
        ),
    }));
  await migrateDatabase(database);
  await ensureLicenseTemplates({ db: database.db });
  const secret = await resolveAuthSecret({
    configured: config.authSecret,
    db: database.db,
    dataDir: config.dataDir,
    isEmbedded: database.kind === 'pglite',
  });
  registerNotifySecret(database.db, secret);
  const auth = createAuth({
    db: database.db,
    secret,
    baseURL: config.publicUrl,
    guestSessionMinutes: config.guestSessionMinutes,
    isRateLimitEnabled: config.isAuthRateLimitEnabled,
    isLoggingDisabled: config.logLevel === 'silent',
    getMailDispatch: () => mailSender.dispatch,
    log: server.log,
    trustedOrigins: allowedOriginsFor(config.publicUrl),
  });
  // Loaded only when there is something to seed, so later starts skip the importer and its parsers entirely.
  const demoPassword = chooseDemoPassword(config);
  // Creators write the post texts: their detectors run in a worker thread with a time budget per text.
  const textAnalysis = createTextAnalysisPool({ log: server.log });
  const seedReport =
    config.shouldSeed && (await isSeedNeeded(database.db, config))
      ? await (
          await import('./seed/run-seed.ts')
        ).runFirstStartSeed({ db: database.db, analyzeTexts: textAnalysis.analyzeTexts }, { demoPassword }, (message) =>
          server.log.info(`seed ${message}`),
        )
      : null;
  if (config.isProduction && seedReport && seedReport.demoAccountsCreated > 0) {
    server.log.warn(
      `DEMO_ACCOUNTS=on: the demo accounts (README) were created with the password ${demoPassword}; it is shown only this once.`,
    );
  }

  // Without SMTP, mails stay in the outbox table where organisation admins read them.
  const mailSender = createOutboxSender({
    db: database.db,
    publicUrl: config.publicUrl,
    transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null,
    from: config.mailFrom,
    log: server.log,
  });

  registerSecurityHeaders(server, { publicUrl: config.publicUrl });
  registerOriginCheck(server, config.publicUrl);
  const metrics = createServerMetrics(database);
  registerRequestObservability(server, {
    metrics,
    procedureNames: new Set(Object.keys(appRouter._def.procedures)),
    isProduction: config.isProduction,
    metricsToken: config.metricsToken,
  });
  // Set by close(): /readyz answers 503 so proxies stop sending new work while in-flight requests finish.
  let isDraining = false;
  registerHealthRoutes(server, { database, isDraining: () => isDraining });
  registerBackupRoute(server, { database });
  registerAuthRoutes(server, auth, config.publicUrl, { db: database.db, rateLimits: config.rateLimits });
  registerOrganizationLogoRoute(server, { db: database.db });
  // Connector credentials are encrypted with a key derived from the auth secret (never stored beside them).
  const connectors = createConnectorRegistry({
    db: database.db,
    encryptionKey: secret,
    allowPrivateHosts: config.connectorAllowPrivateHosts,
    ...(injected?.fetch ? { fetch: injected.fetch } : {}),
  });
  // Session -> actor facts cached per process, trusted only while this process hears every session change (decision 015).
  const sessionCache = config.isSessionCacheEnabled ? createSessionCache() : undefined;
  const stopSessionChanges = sessionCache
    ? await listenForSessionChanges(database, sessionCache, (error) =>
        server.log.warn({ err: error }, 'the session-change listener failed; sessions are read from the database until it listens again'),
      )
    : async () => {};
  if (sessionCache) {
    // This process's own writes (sign-out, role change, membership removal, ...) clear the cache before their answer
    // leaves, so the same browser's or anyone's next request here never meets a stale entry, even when the NOTIFY
    // of the change has not been read from the LISTEN connection yet. Other processes rely on the NOTIFY (decision 015).
    server.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') sessionCache.invalidate('*');
      return payload;
    });
  }
  const { readSessionUser } = await registerTrpcRoutes(server, {
    auth,
    db: database.db,
    mail: mailSender.dispatch,
    connectors,
    sessionLookup: await createSessionLookup({ auth, db: database.db, secret, cache: sessionCache }),
    rateLimits: config.rateLimits,
    readRoutingFor:
      database.kind === 'postgres' && database.replicas
        ? createReadRoutingFactory({
            replicas: database.replicas,
            primary: database.db,
            secret,
            isSecure: config.publicUrl.startsWith('https://'),
          })
        : undefined,
    slack: config.slack && { clientId: config.slack.clientId, authorizeUrl: config.slack.authorizeUrl },
    msTeams: config.msTeams && {
      clientId: config.msTeams.clientId,
      adminConsentUrl: `${config.msTeams.loginUrl}/organizations/adminconsent`,
    },
  });
  registerCreatorConnectRoutes(server, { auth, db: database.db, connectors, publicUrl: config.publicUrl });
  // CSV imports above tRPC's 1 MiB JSON body limit: the raw file, with the route's own larger limit.
  await registerImportUploadRoute(server, { auth, db: database.db, rateLimits: config.rateLimits });
  registerStatusRoute(server, { db: database.db, version: process.env.npm_package_version ?? '0.0.0' });
  // Read-only share links (/s/<token>): server-rendered, no account, before the web app's catch-all.
  await registerSharePageRoute(server, { db: database.db, publicUrl: config.publicUrl, rateLimits: config.rateLimits });
  // The blog (/blog, /blog/<slug>, /blog/rss.xml): Markdown posts from content/blog, rendered once here.
  const blog = registerBlogRoutes(server, { publicUrl: config.publicUrl, webDistDir: config.webDistDir });
  // The Knock-compatible notification API and socket live at the origin root (/v1, /ws/v1/websocket).
  const stopNotify = await registerNotify(server, {
    database,
    mail: mailSender.dispatch,
    metrics,
    encryptionKey: secret,
    slack: config.slack,
    msTeams: config.msTeams,
    publicUrl: config.publicUrl,
  });
  await registerWebAssets(server, config.webDistDir, {
    db: database.db,
    readSessionUser,
    publicUrl: config.publicUrl,
    company: readCompanyDetails(process.env),
    sitemapPaths: blog.paths,
  });
  server.addHook('onReady', async () => {
    // Mails queued before a restart go out now.
    void mailSender.flush();
  });
  // After the seed and migrations: jobs a killed process left behind resume here.
  const jobHandlers = createJobHandlerRegistry();
  const stopJobQueue = await startJobQueue({
    config,
    database,
    secret,
    log: server.log,
    mail: mailSender.dispatch,
    jobHandlers,
    analyzeTexts: textAnalysis.analyzeTexts,
  });

  return {
    server,
    database,
    auth,
    mailSender,
    jobHandlers,
    seedReport,
    close: async () => {
      isDraining = true;
      // Together: stop listening and let in-flight requests finish (cut after the grace), tell sockets to reconnect
      // elsewhere (1001), hand running jobs back to the queue. The pool closes only after all of them.
      const cutOff = setTimeout(() => server.server.closeAllConnections(), config.shutdownGraceSeconds * 1000);
      cutOff.unref();
      await Promise.all([server.close(), stopNotify(), stopJobQueue(), stopSessionChanges()]);
      await textAnalysis.close();
      clearTimeout(cutOff);
      mailSender.stop();
      if (!injected?.database) await database.close();
    },
  };
}
