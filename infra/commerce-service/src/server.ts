import { createService, SchemaNotCurrentError } from './app';
import { DataDirInUseError } from './db/database';
import { loadConfig, startupProblems } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const problems = startupProblems(config, process.env);
  if (problems.length > 0) {
    console.error(
      `[commerce-service] refused to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  const started = performance.now();
  // LOG_LEVEL: a pino level (info by default: one line per request), or silent.
  const level = process.env.LOG_LEVEL ?? 'info';
  const service = await createService(config, { logger: level === 'silent' ? false : { level } });
  const { startup } = service;
  const where =
    service.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  console.log(
    `[commerce-service] database: ${where}; opened in ${(startup.openMs / 1000).toFixed(1)} s, ${service.config.production ? 'schema checked' : 'migrated'} in ${(startup.migrateMs / 1000).toFixed(1)} s` +
      (startup.seedMs !== null
        ? `, seeded ${startup.seededProducts} products in ${(startup.seedMs / 1000).toFixed(1)} s (first start)`
        : ', already seeded'),
  );
  await service.app.listen({ port: config.port, host: config.host });
  console.log(
    `[commerce-service] listening on http://${config.host}:${config.port} (${config.production ? 'production' : 'development'} mode${config.devRoutes ? ', dev routes on' : ''}) after ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  let closing = false;
  // SIGTERM (an orchestrator, a rolling deploy) and Ctrl+C: readiness off at once, then in-flight
  // requests and message sends finish within SHUTDOWN_DEADLINE_MS (src/runtime/drain.ts).
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const deadline = config.runtime.shutdownDeadlineMs;
    console.log(`[commerce-service] ${signal}: draining (at most ${deadline} ms)`);
    service.drain(deadline).then(
      (outcome) => {
        if (outcome === 'deadline')
          console.error(`[commerce-service] drain deadline of ${deadline} ms passed; exiting`);
        else console.log('[commerce-service] drained; exiting');
        process.exit(outcome === 'drained' ? 0 : 1);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // A schema not migrated, or a PGlite folder open in another process: the message says what to do.
  if (error instanceof SchemaNotCurrentError || error instanceof DataDirInUseError) {
    console.error(`[commerce-service] refused to start: ${error.message}`);
    process.exit(1);
  }
  console.error('[commerce-service] failed to start:', error);
  process.exit(1);
});
