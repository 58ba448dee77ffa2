// The gateway's process: `node infra/gateway/dist/server.cjs`, the bundle `npm run build` makes
// of this file. Configuration comes from the environment (config.ts).
import { buildGateway } from './app';
import { configFromEnv } from './config';

async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const app = await buildGateway({ ...config, logger: { level: config.logLevel } });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `gateway: shell ${config.shellDir}, deploy ${config.deployDir}, commerce ${config.commerceUrl}` +
      (config.production ? ' (production)' : ''),
  );
}

main().catch((error: unknown) => {
  console.error(
    `[gateway] refused to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
