import { createServer } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/database';
import { withRequestIds } from './http/request-id';
import { consoleLogger } from './logger';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  const app = createApp({ config, database });
  await app.initialise();
  const scheduler = app.startScheduler();
  const mailWorker = app.startMailWorker();
  const autoship = app.startAutoshipScheduler();

  const handle = withRequestIds((request, connection) => app.fetch(request, connection));
  const adapter = createServerAdapter<{ req: { socket: { remoteAddress?: string } } }>(
    (request, serverContext) =>
      handle(request, { remoteAddress: serverContext.req?.socket.remoteAddress }),
  );
  const server = createServer(adapter);
  server.on('error', (error: NodeJS.ErrnoException) => {
    consoleLogger.error(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use; set PORT to another port`
        : `The HTTP server failed: ${error.message}`,
    );
    scheduler.stop();
    autoship.stop();
    void mailWorker.stop();
    void app.close().finally(() => process.exit(1));
  });
  server.listen(config.port, config.host, () => {
    consoleLogger.info(
      `Listening on http://${config.host ?? 'localhost'}:${config.port}/graphql (${database.driver}, data in ${config.dataDir}, media on ${app.services.media.storage.kind === 's3' ? 'S3' : 'local disk'})`,
    );
    if (!config.mail.smtpUrl) {
      consoleLogger.info(
        config.mail.outboxViewer
          ? `Mails are written to the outbox; read them at http://${config.host ?? 'localhost'}:${config.port}/outbox`
          : 'Mails are written to DATA_DIR/outbox (no SMTP_URL; set MAIL_OUTBOX_VIEWER=1 to list them at /outbox)',
      );
    }
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    consoleLogger.info(`${signal}: shutting down`);
    scheduler.stop();
    autoship.stop();
    const mailStopped = mailWorker.stop();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      mailStopped
        .then(() => app.close())
        .catch((error: unknown) => consoleLogger.error('Closing the database failed', { error }))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  consoleLogger.error('The api could not start', { error });
  process.exit(1);
});
