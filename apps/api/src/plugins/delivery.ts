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
  }
}

/** E-mail and SMS: real transports when configured, the dev outbox otherwise; all recorded in outbox_messages. */
async function deliveryPlugin(app: FastifyInstance) {
  const { config } = app;
  const outbox = new Outbox(app.db);
  const log = app.log.child({ module: 'delivery' });
  const logBodies = config.env !== 'production';
  app.decorate('outbox', outbox);
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
}

export default fp(deliveryPlugin, { name: 'delivery', dependencies: ['services'] });
