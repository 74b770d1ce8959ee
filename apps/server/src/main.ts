import { createApp } from './app.ts';
import { readConfig } from './config.ts';

const startedAt = performance.now();
const config = readConfig();
const app = await createApp(config);
await app.server.listen({ port: config.port, host: config.host });
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
app.server.log.info(
  { seconds, database: app.database.kind, seed: app.seedReport },
  `Creatorlens is ready on ${config.publicUrl} (${app.database.kind}, ${seconds} s)`,
);

let isClosing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (isClosing) return;
    isClosing = true;
    app.server.log.info(
      { signal },
      'draining: no new connections, in-flight requests finish, sockets reconnect elsewhere, jobs go back to the queue',
    );
    // PGlite must be closed cleanly or its data folder may need recovery on the next start.
    app.close().then(
      () => {
        app.server.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
