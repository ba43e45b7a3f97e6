import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createStorage } from './infra/storage';
import { upgradeSearchText } from './modules/catalog/search-text';
import { seedIfEmpty } from './seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createStorage(config);
  // Several API processes may start at once on one PostgreSQL: they migrate and seed one at a time.
  const seeded = await database.exclusive(async () => {
    await database.migrate();
    await upgradeSearchText(database.db);
    return seedIfEmpty(database.db, { images: true, storage, accounts: config.demo });
  });
  // Counters only: when Redis is away, fail fast (no queueing, short timeouts) and let requests through.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 2000,
        commandTimeout: 1000,
      })
    : null;
  // Until the app (and its log) exists, connection errors are only kept from crashing the process.
  redis?.on('error', () => {});
  const app = await buildApp({ config, database, storage, redis });
  let redisWarnedAt = 0;
  redis?.on('error', (err: Error) => {
    // Reconnection attempts fail in a loop while Redis is down: one line every 30 s is enough.
    if (Date.now() - redisWarnedAt < 30_000) return;
    redisWarnedAt = Date.now();
    app.log.warn({ err: err.message }, 'Redis unreachable: request limits let requests through');
  });
  if (seeded.demo) app.log.info('seeded the demo shop into an empty database');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    try {
      if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
        // Behind a load balancer: health says 503 and every answer closes its connection; stop
        // listening once traffic has stopped (or after SHUTDOWN_DRAIN_MS), so nothing sent is reset.
        app.startDraining();
        app.log.info({ signal, maxMs: config.shutdownDrainMs }, 'draining before shutdown');
        const drained = await app.drained({ quietMs: 250, maxMs: config.shutdownDrainMs });
        app.log.info(drained, 'drained');
      }
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      await app.close();
      await database.close();
      // QUIT waits for Redis; when it is unreachable that would be forever.
      if (redis?.status === 'ready') await redis.quit();
      else redis?.disconnect();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Kandamul is open on http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  }
  process.exit(1);
});
