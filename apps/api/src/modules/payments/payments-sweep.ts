import type { FastifyInstance } from 'fastify';
import { expireUnpaidOrders, notifyExpired, reconcilePendingPayments } from './payments.service';

/**
 * The reconciliation and the expiry as the recurring job 'payments-sweep' (pg-boss): every minute, or
 * every PAYMENT_RECHECK_SECONDS when shorter, in one of the processes that work jobs. The next run
 * waits in the job table, so a restart (or a crash) loses none: the first process up runs it. Both
 * steps are plain, idempotent functions: two runs at once (two processes) change nothing twice.
 */
export function registerPaymentsSweep(app: FastifyInstance): void {
  const cfg = app.config.payments;
  app.jobs.repeat('payments-sweep', Math.min(60, cfg.recheckSeconds), async () => {
    const deps = { ...app.paymentDeps(app.log), recheckSeconds: cfg.recheckSeconds };
    const summary = await reconcilePendingPayments(deps);
    if (summary.checked > 0) app.log.info(summary, 'payment reconciliation');
    const expired = await expireUnpaidOrders(deps);
    if (expired.length > 0) {
      app.log.info({ orders: expired }, 'expired unpaid orders');
      app.inBackground('payment expiry notice', () => notifyExpired(app.db, app.sms, app.mailer, expired));
    }
  });
}
