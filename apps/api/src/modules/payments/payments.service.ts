import { randomBytes } from 'node:crypto';
import {
  type AdminPayments,
  type AttemptStatus,
  isWallet,
  nextAttemptStatus,
  paisaToRupees,
  type PaymentRedirect,
  type PaymentStatus,
  type PaymentView,
  type WalletGateway,
} from '@kandamul/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../infra/mail';
import { type Gateways, GatewayUnavailable, type PaymentCheck } from '../../infra/payments';
import { readEsewaReturn } from '../../infra/payments/esewa';
import type { Sms } from '../../infra/sms';
import { fail } from '../../plugins/errors';
import { lockOrder, type OrderRow } from '../orders/order-status.repo';
import { type ActorRef, moveOrder, movePayment } from '../orders/order-status.service';
import * as repo from './payments.repo';

const SYSTEM: ActorRef = { id: null, role: 'system' };

/** What the payment functions need: the database, the wallets offered, the log, the expiry. */
export interface PaymentDeps {
  db: Db;
  gateways: Gateways;
  log: FastifyBaseLogger;
  expiryMinutes: number;
}

/** eSewa allows letters, digits and hyphens in a transaction_uuid; ours names the order and the try. */
function newReference(order: OrderRow): string {
  return `${order.trackingId}-${randomBytes(4).toString('hex')}`;
}

function toRedirect(attempt: repo.AttemptRow): PaymentRedirect {
  const r = attempt.redirect as Omit<PaymentRedirect, 'attempt_id' | 'gateway'>;
  return { attempt_id: attempt.id, gateway: attempt.gateway as WalletGateway, ...r };
}

function expiresAt(order: OrderRow, expiryMinutes: number): Date {
  return new Date(order.createdAt.getTime() + expiryMinutes * 60_000);
}

/**
 * Starts one attempt at the gateway and records it. The order's payment must already be `pending`
 * (checkout and retry move it). When the gateway cannot start it, the order's payment is `failed`
 * (the customer sees "Not paid" with Try again) and GATEWAY_UNAVAILABLE is thrown.
 */
async function startAttempt(
  deps: PaymentDeps,
  order: OrderRow,
  gateway: WalletGateway,
): Promise<PaymentRedirect> {
  const adapter = deps.gateways[gateway];
  if (!adapter) throw fail('PAYMENT_METHOD_UNAVAILABLE');
  const customer = await repo.customerOf(deps.db, order.userId);
  try {
    const started = await adapter.start({
      reference: newReference(order),
      amountPaisa: order.totalPaisa,
      orderName: `Kandamul order ${order.trackingId}`,
      customer: {
        name: `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim() || 'Customer',
        email: customer?.email || null,
        phone: customer?.phone ?? '',
      },
    });
    const attempt = await repo.insertAttempt(deps.db, {
      orderId: order.id,
      gateway,
      reference: started.reference,
      amountPaisa: order.totalPaisa,
      redirect: started.redirect,
      answer: started.answer,
    });
    return toRedirect(attempt);
  } catch (err) {
    deps.log.warn({ err, orderId: order.id, gateway }, 'a wallet payment could not be started');
    await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked?.paymentStatus === 'pending' && (await repo.countOpenAttempts(tx, order.id)) === 0) {
        await movePayment(tx, locked, 'failed', SYSTEM, `${gateway} could not be started`);
      }
    });
    throw fail('GATEWAY_UNAVAILABLE');
  }
}

/**
 * The wallet step of a checkout, after the order (payment `pending`) is committed: the redirect, or
 * null when the gateway could not be reached (the order stays, its payment `failed`, Try again works).
 */
export async function startCheckoutPayment(
  deps: PaymentDeps,
  orderId: number,
): Promise<PaymentRedirect | null> {
  const order = await repo.findOrderById(deps.db, orderId);
  if (!order || !isWallet(order.paymentMethod)) return null;
  try {
    return await startAttempt(deps, order, order.paymentMethod);
  } catch {
    return null;
  }
}

/** The redirect of the order's newest open attempt (a replayed checkout answers it again). */
export async function openRedirect(db: Db, orderId: number): Promise<PaymentRedirect | null> {
  const attempts = await repo.attemptsOf(db, orderId);
  const open = attempts.reverse().find((a) => a.status === 'pending' && a.redirect);
  return open ? toRedirect(open) : null;
}

/**
 * "Try again" / "Pay now": a new attempt for the owner's order while it is unpaid, processing and not
 * expired. The order's payment moves to `pending` and its method to the wallet chosen.
 */
export async function retryPayment(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
  gateway: WalletGateway | undefined,
  now: Date = new Date(),
): Promise<PaymentRedirect> {
  const order = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.userId !== userId) throw fail('ORDER_NOT_FOUND');
    const wallet = gateway ?? (isWallet(locked.paymentMethod) ? locked.paymentMethod : undefined);
    if (!wallet)
      throw fail('VALIDATION', 'Choose eSewa or Khalti.', {
        errors: { gateway: ['Choose eSewa or Khalti.'] },
      });
    if (!deps.gateways[wallet]) throw fail('PAYMENT_METHOD_UNAVAILABLE');
    const payable = ['unpaid', 'pending', 'failed'].includes(locked.paymentStatus);
    if (!payable || locked.status !== 'Order Processing' || now >= expiresAt(locked, deps.expiryMinutes)) {
      throw fail('PAYMENT_NOT_PAYABLE');
    }
    let current = locked;
    if (current.paymentStatus !== 'pending') {
      current = await movePayment(
        tx,
        current,
        'pending',
        { id: userId, role: 'customer' },
        `pay with ${wallet}`,
      );
    }
    if (current.paymentMethod !== wallet) {
      await repo.setPaymentMethod(tx, current.id, wallet);
      current = { ...current, paymentMethod: wallet };
    }
    return current;
  });
  return startAttempt(deps, order, order.paymentMethod as WalletGateway);
}

/** "Pay on delivery instead": a failed wallet payment becomes cash on delivery, unpaid. */
export async function payOnDelivery(db: Db, userId: number, orderId: number): Promise<PaymentStatus> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== userId) throw fail('ORDER_NOT_FOUND');
    if (order.status !== 'Order Processing' || order.paymentStatus !== 'failed')
      throw fail('PAYMENT_NOT_PAYABLE');
    const moved = await movePayment(
      tx,
      order,
      'unpaid',
      { id: userId, role: 'customer' },
      'pay on delivery instead',
    );
    await repo.setPaymentMethod(tx, order.id, 'cod');
    return moved.paymentStatus as PaymentStatus;
  });
}

export type ConfirmResult = { orderId: number; attempt: AttemptStatus; changed: boolean };

/**
 * Asks the gateway about one attempt and applies its answer, at most once. The network call is made
 * outside any transaction; then, with the order locked (so a callback, a refresh and the
 * reconciliation take turns), the attempt moves forward through the domain's machine only if it is
 * still where it was, and the order's payment follows: paid only on the gateway's confirmation of the
 * exact amount; a payment confirmed after the order expired or was cancelled is kept as refund due.
 * `returnedFailed`: the customer came back through the failure return (a "not found" then fails).
 * Throws GatewayUnavailable when the gateway cannot answer now (the caller retries later).
 */
export async function confirmAttempt(
  deps: PaymentDeps,
  attemptId: number,
  opts: { now?: Date; returnedFailed?: boolean; source: string },
): Promise<ConfirmResult> {
  const now = opts.now ?? new Date();
  const before = await repo.findAttempt(deps.db, attemptId);
  if (!before) throw fail('NOT_FOUND');
  const adapter = deps.gateways[before.gateway as WalletGateway];
  if (!adapter) throw new GatewayUnavailable(`${before.gateway} is not configured`);
  let check: PaymentCheck = await adapter.check({
    reference: before.reference,
    amountPaisa: before.amountPaisa,
  });
  if (opts.returnedFailed && check.outcome === 'pending' && check.gatewayStatus === 'NOT_FOUND') {
    check = { ...check, outcome: 'failed' };
  }
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, before.orderId);
    const attempt = await repo.lockAttempt(tx, attemptId);
    if (!order || !attempt) throw fail('NOT_FOUND');
    const from = attempt.status as AttemptStatus;
    const amountMatches = check.amountPaisa === attempt.amountPaisa;
    const to = nextAttemptStatus(from, check.outcome, amountMatches);
    const note = noteFor(check, attempt, to);
    const moved = await repo.recordAnswer(
      tx,
      attempt.id,
      { from, to, gatewayStatus: check.gatewayStatus, answer: check.answer, ...(note ? { note } : {}) },
      now,
    );
    if (!to || !moved) return { orderId: order.id, attempt: from, changed: false };
    const log = { orderId: order.id, attemptId: attempt.id, gateway: attempt.gateway, source: opts.source };
    if (to === 'paid')
      await applyPaid(
        tx,
        deps.log,
        order,
        `${attempt.gateway} ${attempt.reference} confirmed (${opts.source})`,
        log,
      );
    else if (to === 'mismatch') {
      deps.log.error(
        { ...log, expected: attempt.amountPaisa, confirmed: check.amountPaisa },
        'payment amount mismatch: not paid',
      );
      await failIfLast(tx, order, `${attempt.gateway} confirmed another amount`);
    } else if (to === 'failed') {
      deps.log.info({ ...log, gatewayStatus: check.gatewayStatus }, 'payment attempt failed');
      await failIfLast(tx, order, `${attempt.gateway}: ${check.gatewayStatus}`);
    } else if (to === 'refunded') {
      deps.log.warn({ ...log, gatewayStatus: check.gatewayStatus }, 'the gateway reports a refund');
    }
    return { orderId: order.id, attempt: to, changed: true };
  });
}

function noteFor(
  check: PaymentCheck,
  attempt: repo.AttemptRow,
  to: AttemptStatus | null,
): string | undefined {
  if (to === 'mismatch') return `confirmed ${check.amountPaisa ?? 'no'} paisa, asked ${attempt.amountPaisa}`;
  if (to === 'refunded') return `gateway reports ${check.gatewayStatus}`;
  return undefined;
}

async function applyPaid(
  tx: Db,
  log: FastifyBaseLogger,
  order: OrderRow,
  note: string,
  ctx: Record<string, unknown>,
): Promise<void> {
  const status = order.paymentStatus as PaymentStatus;
  if (status === 'paid' || status === 'refund_due' || status === 'refunded') {
    // A second attempt of the same order was paid too: the money is recorded on the attempt.
    log.error(ctx, 'an order was paid twice: refund the second payment in the merchant portal');
    return;
  }
  if (status === 'expired') {
    log.warn(ctx, 'payment confirmed after the order expired: refund due');
    await movePayment(tx, order, 'refund_due', SYSTEM, `${note} after the order expired`);
    return;
  }
  let current = order;
  if (status === 'failed') current = await movePayment(tx, current, 'pending', SYSTEM, note);
  current = await movePayment(tx, current, 'paid', SYSTEM, note);
  if (current.status === 'Cancelled') {
    log.warn(ctx, 'payment confirmed for a cancelled order: refund due');
    await movePayment(tx, current, 'refund_due', SYSTEM, 'paid after the order was cancelled');
  }
}

/** The order's payment fails only when no other attempt of it is still open. */
async function failIfLast(tx: Db, order: OrderRow, note: string): Promise<void> {
  if (order.paymentStatus !== 'pending') return;
  if ((await repo.countOpenAttempts(tx, order.id)) > 0) return;
  await movePayment(tx, order, 'failed', SYSTEM, note);
}

/** Finds the attempt a gateway's return names; null for a reference we never issued. */
export async function attemptByReference(db: Db, gateway: WalletGateway, reference: string) {
  return (await repo.findAttemptByReference(db, gateway, reference)) ?? null;
}

/**
 * A browser's return from a gateway: confirm with the gateway (the return itself proves nothing) and
 * tell which order to show. A gateway that cannot answer now leaves the attempt for the
 * reconciliation; the page then says "Still checking".
 */
export async function handleReturn(
  deps: PaymentDeps,
  gateway: WalletGateway,
  reference: string,
  opts: { returnedFailed?: boolean; source: string },
): Promise<number | null> {
  const attempt = await repo.findAttemptByReference(deps.db, gateway, reference);
  if (!attempt) {
    deps.log.warn({ gateway, reference: reference.slice(0, 64) }, 'a return for an unknown payment');
    return null;
  }
  try {
    await confirmAttempt(deps, attempt.id, opts);
  } catch (err) {
    if (!(err instanceof GatewayUnavailable)) throw err;
    deps.log.warn(
      { err: err.message, attemptId: attempt.id },
      'gateway unavailable on return: left for the recheck',
    );
  }
  return attempt.orderId;
}

/** eSewa's success return: its signature checked, then confirmed with the status API. */
export async function handleEsewaSuccess(
  deps: PaymentDeps,
  secretKey: string,
  data: string,
): Promise<number | null> {
  const read = readEsewaReturn(data, secretKey);
  return read.ok
    ? handleReturn(deps, 'esewa', read.reference, { source: 'esewa return' })
    : noteRejectedReturn(deps, 'esewa', read.reference, read.reason);
}

/** Marks an attempt as named by a return that failed verification (staff and the log see why). */
export async function noteRejectedReturn(
  deps: PaymentDeps,
  gateway: WalletGateway,
  reference: string | null,
  reason: string,
): Promise<number | null> {
  deps.log.warn({ gateway, reason, reference: reference?.slice(0, 64) }, 'a payment return was rejected');
  if (!reference) return null;
  const attempt = await repo.findAttemptByReference(deps.db, gateway, reference);
  if (!attempt) return null;
  await repo.setAttemptNote(deps.db, attempt.id, `return rejected: ${reason}`);
  return attempt.orderId;
}

/** The owner's view of an order's payment; pending attempts last asked more than `recheckMs` ago are asked again. */
export async function paymentView(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
  recheckMs = 15_000,
  now: Date = new Date(),
): Promise<PaymentView> {
  let order = await repo.findOrderById(deps.db, orderId);
  if (!order || order.userId !== userId) throw fail('ORDER_NOT_FOUND');
  let attempts = await repo.attemptsOf(deps.db, orderId);
  const stale = attempts.filter(
    (a) => a.status === 'pending' && now.getTime() - (a.checkedAt ?? a.createdAt).getTime() >= recheckMs,
  );
  if (stale.length > 0) {
    for (const a of stale) {
      try {
        await confirmAttempt(deps, a.id, { now, source: 'result page' });
      } catch (err) {
        if (!(err instanceof GatewayUnavailable)) throw err;
      }
    }
    order = (await repo.findOrderById(deps.db, orderId))!;
    attempts = await repo.attemptsOf(deps.db, orderId);
  }
  return {
    payment_status: order.paymentStatus as PaymentStatus,
    payment_method: order.paymentMethod,
    order_status: order.status,
    total_amount: paisaToRupees(order.totalPaisa),
    tracking_id: order.trackingId,
    attempts: attempts.map((a) => ({
      gateway: a.gateway as WalletGateway,
      status: a.status as AttemptStatus,
      amount: paisaToRupees(a.amountPaisa),
      created_at: a.createdAt.toISOString(),
    })),
  };
}

export interface ReconcileSummary {
  checked: number;
  changed: number;
  unavailable: number;
}

/**
 * The reconciliation: asks the gateway about every pending attempt started at least
 * `recheckSeconds` ago (and, every 10 minutes, expired ones of the last day, so a late payment is
 * never lost), so a customer who closed the tab after paying is still marked paid. A gateway that
 * times out or answers 5xx is asked again on the next run.
 */
export async function reconcilePendingPayments(
  deps: PaymentDeps & { recheckSeconds: number },
  now: Date = new Date(),
  limit = 200,
): Promise<ReconcileSummary> {
  const due = await repo.attemptsToCheck(
    deps.db,
    new Date(now.getTime() - deps.recheckSeconds * 1000),
    new Date(now.getTime() - 24 * 3600_000),
    new Date(now.getTime() - 10 * 60_000),
    limit,
  );
  const summary: ReconcileSummary = { checked: 0, changed: 0, unavailable: 0 };
  for (const attempt of due) {
    summary.checked += 1;
    try {
      const result = await confirmAttempt(deps, attempt.id, { now, source: 'reconciliation' });
      if (result.changed) summary.changed += 1;
    } catch (err) {
      summary.unavailable += 1;
      if (err instanceof GatewayUnavailable) {
        deps.log.warn({ attemptId: attempt.id, err: err.message }, 'gateway unavailable: will ask again');
      } else {
        deps.log.error({ attemptId: attempt.id, err }, 'reconciling a payment attempt failed');
      }
    }
  }
  return summary;
}

/**
 * Expires orders whose wallet payment did not arrive within `expiryMinutes`: the order is cancelled
 * by the shop (its stock goes back through stock movements, its voucher use is released), its
 * payment is `expired` and its open attempts too. Returns the orders expired.
 */
export async function expireUnpaidOrders(
  deps: Pick<PaymentDeps, 'db' | 'log' | 'expiryMinutes'>,
  now: Date = new Date(),
  limit = 200,
): Promise<number[]> {
  const ids = await repo.ordersToExpire(
    deps.db,
    new Date(now.getTime() - deps.expiryMinutes * 60_000),
    limit,
  );
  const expired: number[] = [];
  for (const id of ids) {
    try {
      const done = await deps.db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        // Paid or switched to cash meanwhile: nothing to expire.
        if (
          !order ||
          order.status !== 'Order Processing' ||
          !['pending', 'failed'].includes(order.paymentStatus)
        ) {
          return false;
        }
        const note = `not paid within ${deps.expiryMinutes} minutes`;
        const cancelled = await moveOrder(tx, {
          orderId: id,
          to: 'Cancelled',
          actor: SYSTEM,
          note,
          stockReason: 'payment-expired',
        });
        await movePayment(tx, cancelled, 'expired', SYSTEM, note);
        await repo.expireOpenAttempts(tx, id, now);
        return true;
      });
      if (done) expired.push(id);
    } catch (err) {
      deps.log.error({ err, orderId: id }, 'expiring an unpaid order failed');
    }
  }
  return expired;
}

/** The wallet hooks checkout calls (kept apart so checkout stays about the order). */
export function checkoutPayments(deps: PaymentDeps) {
  return {
    offered: (method: WalletGateway) => deps.gateways[method] !== undefined,
    start: (orderId: number) => startCheckoutPayment(deps, orderId),
    openRedirect: (orderId: number) => openRedirect(deps.db, orderId),
  };
}

/** Tells each customer whose order expired unpaid (SMS, and e-mail when known); never throws. */
export async function notifyExpired(db: Db, sms: Sms, mailer: Mailer, orderIds: number[]): Promise<void> {
  for (const id of orderIds) {
    const order = await repo.findOrderById(db, id);
    const customer = order ? await repo.customerOf(db, order.userId) : undefined;
    if (!order || !customer) continue;
    const text = `Kandamul: your order ${order.trackingId} was not paid in time and has been cancelled. You can order again any time.`;
    await Promise.allSettled([
      sms.send({ to: customer.phone, text }),
      customer.email
        ? mailer.send({
            to: customer.email,
            subject: `Your Kandamul order ${order.trackingId} expired`,
            text,
          })
        : null,
    ]);
  }
}

/** Staff's view of an order's payment: every attempt with its gateway answers and notes. */
export async function adminPayments(db: Db, orderId: number): Promise<AdminPayments> {
  const order = await repo.findOrderById(db, orderId);
  if (!order) throw fail('ORDER_NOT_FOUND');
  const attempts = await repo.attemptsOf(db, orderId);
  return {
    payment_status: order.paymentStatus as PaymentStatus,
    attempts: attempts.map((a) => ({
      id: a.id,
      gateway: a.gateway as WalletGateway,
      reference: a.reference,
      status: a.status as AttemptStatus,
      gateway_status: a.gatewayStatus,
      amount: paisaToRupees(a.amountPaisa),
      note: a.note,
      answers: Array.isArray(a.answers) ? (a.answers as unknown[]) : [],
      created_at: a.createdAt.toISOString(),
      checked_at: a.checkedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * A payment move made by staff (the refund made in the wallet's merchant portal, cash settled):
 * through the domain's machine, which says which moves staff may make; 422 otherwise.
 */
export async function staffMovePayment(
  db: Db,
  staff: ActorRef,
  orderId: number,
  to: PaymentStatus,
  note: string,
): Promise<AdminPayments> {
  // A refund is made in the wallet's merchant portal: the shop keeps what identifies it there.
  if (to === 'refunded' && note.trim() === '') throw fail('REFUND_REFERENCE_REQUIRED');
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw fail('ORDER_NOT_FOUND');
    await movePayment(tx, order, to, staff, note);
  });
  return adminPayments(db, orderId);
}
