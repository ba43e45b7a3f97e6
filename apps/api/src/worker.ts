import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createStorage } from './infra/storage';

// `npm run worker`: a process that works background jobs and answers no requests, beside API processes
// started with WORKERS=false. It builds the same app (every module registers its job handlers) but
// never listens.

async function main() {
  const config = loadConfig(process.env, { workers: true, serverRender: false });
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: the embedded database serves one process, whose API works its own jobs',
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  // A worker may start before any API process: the schema must be there (one process at a time).
  await database.exclusive(() => database.migrate());
  const app = await buildApp({ config, database, storage: createStorage(config), redis: null });
  await app.ready();
  app.log.info('Kandamul worker is working background jobs');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    try {
      app.log.info({ signal }, 'worker shutting down: finishing the jobs in hand');
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  }
  process.exit(1);
});
