import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../infra/mail';
import { Outbox } from '../infra/outbox';
import { createSms, type Sms } from '../infra/sms';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
    mailer: Mailer;
    sms: Sms;
    /**
     * Runs work that must not hold up an answer (a confirmation by SMS and e-mail after an order):
     * failures are logged, and closing the app waits for whatever is still running.
     */
    inBackground(name: string, task: () => Promise<void>): void;
    /**
     * Resolves when the background work started so far has finished, and no job this process works
     * is due or running (tests).
     */
    backgroundSettled(): Promise<void>;
  }
}

/** E-mail and SMS: real transports when configured, the dev outbox otherwise; all recorded in outbox_messages. */
async function deliveryPlugin(app: FastifyInstance) {
  const { config } = app;
  const outbox = new Outbox(app.db);
  const log = app.log.child({ module: 'delivery' });
  const logBodies = config.env !== 'production';
  app.decorate('outbox', outbox);

  // A customer's order answer must not wait for an SMS gateway or an SMTP server; the process must
  // not exit with a confirmation half sent.
  const running = new Set<Promise<void>>();
  app.decorate('inBackground', (name: string, task: () => Promise<void>) => {
    const run = task()
      .catch((err: unknown) => log.warn({ err, task: name }, 'background task failed'))
      .finally(() => running.delete(run));
    running.add(run);
  });
  app.decorate('backgroundSettled', async () => {
    await Promise.allSettled([...running]);
    await app.jobs.settled();
  });
  app.addHook('onClose', async () => {
    // Not the job queue: a closing process finishes the jobs in hand and leaves the rest to others.
    await Promise.allSettled([...running]);
  });
  app.decorate(
    'mailer',
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox, log, logBodies }),
  );
  app.decorate(
    'sms',
    createSms({
      gatewayUrl: config.smsGatewayUrl,
      gatewayToken: config.smsGatewayToken,
      from: config.smsFrom,
      outbox,
      log,
      logBodies,
    }),
  );

  // Messages sent as jobs: a refused one (DeliveryError) fails its job, which is retried with backoff.
  app.jobs.work('message-sms', async (m) => {
    await app.sms.send({ to: m.to, text: m.text });
  });
  app.jobs.work('message-email', async (m) => {
    await app.mailer.send({ to: m.to, subject: m.subject, text: m.text });
  });
}

export default fp(deliveryPlugin, { name: 'delivery', dependencies: ['services', 'jobs'] });
