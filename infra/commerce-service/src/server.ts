import { createService } from './app';
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
    `[commerce-service] database: ${where}; opened in ${(startup.openMs / 1000).toFixed(1)} s, migrated in ${(startup.migrateMs / 1000).toFixed(1)} s` +
      (startup.seedMs !== null
        ? `, seeded ${startup.seededProducts} products in ${(startup.seedMs / 1000).toFixed(1)} s (first start)`
        : ', already seeded'),
  );
  await service.app.listen({ port: config.port, host: config.host });
  console.log(
    `[commerce-service] listening on http://${config.host}:${config.port} (${config.production ? 'production' : 'development'} mode${config.devRoutes ? ', dev routes on' : ''}) after ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[commerce-service] ${signal}: closing`);
    service.close().then(
      () => process.exit(0),
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
  console.error('[commerce-service] failed to start:', error);
  process.exit(1);
});
