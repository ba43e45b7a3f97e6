import type { FastifyInstance } from 'fastify';
import { expireUnpaidOrders, notifyExpired, reconcilePendingPayments } from './payments.service';

/**
 * Runs the reconciliation and the expiry every minute (or every PAYMENT_RECHECK_SECONDS when
 * shorter) in this process, until the app closes. A stand-in for the job engine: both are plain,
 * idempotent functions, so several processes running them at once change nothing twice.
 */
export function startPaymentTimer(app: FastifyInstance): void {
  const cfg = app.config.payments;
  const everyMs = Math.min(60, cfg.recheckSeconds) * 1000;
  let running: Promise<void> | null = null;
  const tick = async () => {
    const deps = { ...app.paymentDeps(app.log), recheckSeconds: cfg.recheckSeconds };
    const summary = await reconcilePendingPayments(deps);
    if (summary.checked > 0) app.log.info(summary, 'payment reconciliation');
    const expired = await expireUnpaidOrders(deps);
    if (expired.length > 0) {
      app.log.info({ orders: expired }, 'expired unpaid orders');
      app.inBackground('payment expiry notice', () => notifyExpired(app.db, app.sms, app.mailer, expired));
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((err: unknown) => app.log.error({ err }, 'payment timer run failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
