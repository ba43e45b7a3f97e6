import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

export type Channel = 'sms' | 'email';
/** 'sent': a real transport took it; 'outbox': no transport configured, kept for the dev outbox; 'failed'. */
export type DeliveryStatus = 'sent' | 'outbox' | 'failed';

export interface OutgoingMessage {
  channel: Channel;
  recipient: string;
  subject?: string | null;
  body: string;
}

export interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  error: string | null;
  createdAt: Date;
}

/** A message a transport could not hand over. Callers turn it into 502 DELIVERY_FAILED. */
export class DeliveryError extends Error {
  constructor(
    readonly channel: Channel,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Sends one message for real; throws when the transport refuses it. */
export type Transport = (message: OutgoingMessage) => Promise<void>;

type OutboxInsert = typeof outboxMessages.$inferInsert;

interface PendingRecord {
  row: OutboxInsert;
  settle: (error?: unknown) => void;
}

/**
 * Keeps a record of every e-mail and SMS in outbox_messages. Records asked for while an insert is
 * running are written together by the next one: a rush of order confirmations costs a few inserts, not
 * two each. `record` resolves once its row is written, and rejects only when its own row cannot be.
 */
export class Outbox {
  private waiting: PendingRecord[] = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  record(message: OutgoingMessage, status: DeliveryStatus, error?: string): Promise<void> {
    const row: OutboxInsert = {
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      status,
      error: error ?? null,
    };
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, settle: (err) => (err === undefined ? resolve() : reject(err)) });
      if (!this.writing) {
        this.writing = true;
        // After the current task, so records asked for together are written together.
        queueMicrotask(() => void this.writeWaiting());
      }
    });
  }

  private async writeWaiting(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        await this.db.insert(outboxMessages).values(batch.map((r) => r.row));
        for (const r of batch) r.settle();
      } catch {
        // One bad row fails the whole insert: each is tried alone, so only that one is refused.
        for (const r of batch) await this.writeAlone(r);
      }
    }
    this.writing = false;
  }

  private async writeAlone(record: PendingRecord): Promise<void> {
    try {
      await this.db.insert(outboxMessages).values(record.row);
      record.settle();
    } catch (err) {
      record.settle(err);
    }
  }

  async latest(limit = 50): Promise<OutboxRow[]> {
    return this.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
  }
}

/** '98******01' / 'si***@example.com': enough to tell messages apart in a log, not enough to leak. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient.slice(0, Math.min(2, at))}***${recipient.slice(at)}`;
  if (recipient.length <= 4) return '****';
  return `${recipient.slice(0, 2)}${'*'.repeat(recipient.length - 4)}${recipient.slice(-2)}`;
}

export interface DeliverOptions {
  outbox: Outbox;
  log: FastifyBaseLogger;
  /** The real transport, or null to keep the message in the dev outbox only. */
  transport: Transport | null;
  /** Whether the message body may appear in the log (never in production: bodies carry codes). */
  logBodies: boolean;
}

/**
 * Hands a message to its transport (or the dev outbox), records the outcome and logs it.
 * A failure is recorded and thrown as DeliveryError, never swallowed.
 */
export async function deliver(message: OutgoingMessage, opts: DeliverOptions): Promise<DeliveryStatus> {
  const to = maskRecipient(message.recipient);
  if (!opts.transport) {
    await opts.outbox.record(message, 'outbox');
    if (opts.logBodies) {
      opts.log.info(
        { channel: message.channel, to: message.recipient, body: message.body },
        'dev outbox: message kept',
      );
    } else {
      opts.log.warn({ channel: message.channel, to }, 'no transport configured: message kept in the outbox');
    }
    return 'outbox';
  }
  try {
    await opts.transport(message);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await opts.outbox.record(message, 'failed', reason.slice(0, 1000));
    opts.log.warn({ channel: message.channel, to, reason }, 'message could not be sent');
    throw new DeliveryError(message.channel, reason, { cause: err });
  }
  await opts.outbox.record(message, 'sent');
  opts.log.info({ channel: message.channel, to }, 'message sent');
  return 'sent';
}
