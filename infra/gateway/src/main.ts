// The gateway's process: `node infra/gateway/dist/server.cjs`, the bundle `npm run build` makes
// of this file. Configuration comes from the environment (config.ts).
import { buildGateway } from './app';
import { configFromEnv } from './config';
import { startDraining } from './probes';

async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const app = await buildGateway({ ...config, logger: { level: config.logLevel } });
  // Drain: /readyz says 503 at once, new connections are refused, the requests under way end;
  // past SHUTDOWN_DEADLINE_MS the process ends anyway (a hung upstream must not hold a deploy).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`gateway: ${signal}, draining (at most ${config.shutdownDeadlineMs} ms)`);
      startDraining(app);
      setTimeout(() => {
        app.log.warn('gateway: requests still running at the shutdown deadline; exiting');
        process.exit(1);
      }, config.shutdownDeadlineMs).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `gateway: shell ${config.shellDir}, deploy ${config.deployDir}, commerce ${config.commerceUrl}` +
      (config.databaseUrl ? ', registry in PostgreSQL' : '') +
      (config.remotesOrigin ? `, remotes from ${config.remotesOrigin}` : '') +
      (config.production ? ' (production)' : ''),
  );
}

main().catch((error: unknown) => {
  console.error(
    `[gateway] refused to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
