import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { deliver, type DeliveryStatus, type Outbox, type Transport } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. Throws DeliveryError when the message could not be handed over. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<DeliveryStatus>;
}

/** An SMTP transport (nodemailer) for a URL like smtp://user:pass@host:587 or smtps://…:465. */
export function smtpTransport(smtpUrl: string, from: string): Transport {
  // nodemailer waits minutes by default; a send is a job that must end well within JOB_TIMEOUT_SECONDS.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (message) => {
    await transporter.sendMail({
      from,
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body,
    });
  };
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outbox: Outbox;
  log: FastifyBaseLogger;
  logBodies: boolean;
  /** Replaces the SMTP transport (tests). */
  transport?: Transport;
}

/** SMTP when SMTP_URL is set, else the dev outbox; every message is recorded either way. */
export function createMailer(opts: MailerOptions): Mailer {
  const transport = opts.transport ?? (opts.smtpUrl ? smtpTransport(opts.smtpUrl, opts.from) : null);
  return {
    kind: transport ? 'smtp' : 'outbox',
    send: (mail) =>
      deliver(
        { channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text },
        { outbox: opts.outbox, log: opts.log, transport, logBodies: opts.logBodies },
      ),
  };
}
