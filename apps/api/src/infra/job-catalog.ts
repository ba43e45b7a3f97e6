import { AUTH_TEXT_MAX, ORDER_UPDATE_KINDS } from '@kandamul/domain';
import { z } from 'zod';

// Every background job of the shop: its name (a pg-boss queue), the payload it carries (checked when
// it is written and again when it runs) and how it is retried. A new job is added here and nowhere
// else; its handler is registered with `app.jobs.work(name, …)` by the module that owns the work.

/** How a job is retried: pg-boss waits ~delay·2^n (with jitter) before try n+1, up to `retryLimit` retries. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** Jobs fetched at once by one worker; they run side by side. */
  batchSize: number;
  /** Overrides JOB_TIMEOUT_SECONDS for work that legitimately takes longer (reports). */
  timeoutSeconds?: number;
}

/**
 * pg-boss's queue policy: 'standard' keeps every job written; 'short' keeps at most one waiting job
 * (a second one written meanwhile is dropped), which is what a recurring sweep needs.
 */
export type QueuePolicy = 'standard' | 'short';

/** What a message job says it is for: shown in logs and in the dead-letter list of the console. */
const Purpose = z.enum(['order-confirmation', 'order-update', 'back-in-stock', 'substitution']);

// Generous bounds: a payload that does not fit fails the transaction that writes it (the order).
const Recipient = z.string().trim().min(3).max(320);

export const JOB_CATALOG = {
  /** One SMS through the gateway (or the dev outbox); its text is written in full by the sender. */
  'message-sms': {
    data: z.object({
      purpose: Purpose,
      ref: z.string().max(64),
      to: Recipient,
      text: z.string().min(1).max(1000),
    }),
    // A gateway outage of an hour still ends in a confirmation (~10 s doubling: about 85 minutes).
    retry: { retryLimit: 9, retryDelaySeconds: 10, batchSize: 25 },
  },
  /** One e-mail through SMTP (or the dev outbox). */
  'message-email': {
    data: z.object({
      purpose: Purpose,
      ref: z.string().max(64),
      to: Recipient,
      subject: z.string().min(1).max(1000),
      text: z.string().min(1).max(50_000),
    }),
    retry: { retryLimit: 9, retryDelaySeconds: 10, batchSize: 25 },
  },
  /**
   * Tells the customer that their order moved (Packed, Out for Delivery, Delivered, Delivery Failed,
   * Cancelled) or that its payment did (paid, refund due). Written in the transaction of the move; the
   * handler reads the customer's language and channels when it runs and writes one message job each.
   */
  'order-update': {
    data: z.object({
      order_id: z.number().int().positive(),
      kind: z.enum(ORDER_UPDATE_KINDS),
    }),
    retry: { retryLimit: 5, retryDelaySeconds: 10, batchSize: 25 },
  },
  /**
   * A product's stock rose from zero (a restock, a count, a cancelled order's units back): everyone
   * waiting for it is told once (message jobs by their preferences) and their requests are cleared,
   * in one transaction.
   */
  'back-in-stock': {
    data: z.object({ product_id: z.number().int().positive() }),
    retry: { retryLimit: 5, retryDelaySeconds: 10, batchSize: 10 },
  },
  /**
   * A password reset code for whatever account a phone or e-mail names (nothing when none). The code
   * is drawn when the job runs, so it is never stored in the job table; a code is worth 10 minutes,
   * so retries stop after about a minute.
   */
  'password-reset-code': {
    // The route's own schema bounds what reaches here (the same limit).
    data: z.object({ identifier: z.string().trim().min(1).max(AUTH_TEXT_MAX) }),
    retry: { retryLimit: 3, retryDelaySeconds: 5, batchSize: 10 },
  },
  /**
   * The payments' recurring sweep (`app.jobs.repeat`): asks the wallets about every pending attempt
   * due a recheck, then expires the unpaid orders past their window. One waiting at a time; a failed
   * sweep is not retried (the next one is already waiting) but is listed for staff.
   */
  'payments-sweep': {
    data: z.object({}).strict(),
    retry: { retryLimit: 0, retryDelaySeconds: 1, batchSize: 1, timeoutSeconds: 300 },
    policy: 'short',
  },
} as const satisfies Record<string, { data: z.ZodType; retry: RetryPolicy; policy?: QueuePolicy }>;

export type JobName = keyof typeof JOB_CATALOG;
export type JobData<N extends JobName> = z.infer<(typeof JOB_CATALOG)[N]['data']>;
export const JOB_NAMES = Object.keys(JOB_CATALOG) as JobName[];
