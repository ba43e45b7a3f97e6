import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerJobSender, unregisterJobSender } from '../infra/job-sender';
import { Jobs } from '../infra/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background jobs (pg-boss): `send` in a transaction, `work` to handle, `listFailed` for staff. */
    jobs: Jobs;
  }
}

/**
 * The job engine of this process. Modules register their handlers while the app is built; the engine
 * starts once every plugin is loaded (before the server listens) and stops when the app closes: it
 * takes no new job, lets the jobs in hand finish, and leaves the rest to the next process.
 */
async function jobsPlugin(app: FastifyInstance) {
  const jobs = new Jobs({
    db: app.db,
    log: app.log.child({ module: 'jobs' }),
    workers: app.config.workers,
    timeoutSeconds: app.config.jobTimeoutSeconds,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    await jobs.start();
    registerJobSender(jobs);
  });
  app.addHook('onClose', async () => {
    unregisterJobSender(jobs);
    await jobs.stop();
  });
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['services'] });
