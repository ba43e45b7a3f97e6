import { createHash, randomBytes } from 'node:crypto';
import {
  type CheckoutBody,
  type CheckoutResponse,
  effectiveSellingPricePaisa,
  errorMessage,
  finalAmount,
  formatMoney,
  insufficientStockMessage,
  lineUnitCap,
  isWallet,
  PAYMENT_METHOD_LABELS,
  paisaToRupees,
  type PaymentRedirect,
  rupeesToPaisa,
  scarceLineMessage,
  type WalletGateway,
} from '@kandamul/domain';
import type { CheckoutLimits } from '../../config';
import type { Db } from '../../db/client';
import type { JobRequest, Jobs } from '../../infra/jobs';
import { findOwnedAndStationsVersion, toAddress } from '../addresses/addresses.service';
import { fail } from '../../plugins/errors';
import type { Account } from '../../plugins/auth';
import { catalogEvents } from '../catalog/catalog-events';
import * as stock from '../catalog/stock.service';
import { quoteForPlace, stationForPlace, stationsAsOf } from '../delivery/delivery.service';
import { checkHeldSlot, slotToHold } from '../delivery/slots.service';
import { checkVoucher } from '../vouchers/vouchers.service';
import * as repo from './orders.repo';

export interface CheckoutDeps {
  db: Db;
  /** The confirmation's SMS and e-mail are jobs written with the order. */
  jobs: Pick<Jobs, 'insertSql'>;
  /** Open unpaid online orders and scarce stock (config.checkout). */
  limits: Pick<CheckoutLimits, 'maxUnpaidOnline' | 'scarceBelow' | 'maxUnitsWhenScarce'>;
  /** Draws a tracking id (tests replace it to make two orders draw the same). */
  drawTrackingId?: () => string;
  /** The clock (tests move it to check slot cut-offs). */
  now?: () => Date;
  /** The wallets: which are offered, and starting an order's payment once it is committed. */
  payments?: CheckoutPayments;
}

export interface CheckoutPayments {
  offered(method: WalletGateway): boolean;
  /** The redirect of a new attempt, or null when the gateway could not be reached. */
  start(orderId: number): Promise<PaymentRedirect | null>;
  /** The redirect of the order's open attempt (a replayed checkout). */
  openRedirect(orderId: number): Promise<PaymentRedirect | null>;
}

/** What a checkout answers: the HTTP status and body (a replayed key answers the first ones again). */
export interface CheckoutResult {
  statusCode: number;
  body: CheckoutResponse;
  replayed: boolean;
}

/** An `Idempotency-Key` header value: 1–128 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A tracking id like 'KDM-261120-7Q4XK9': the date (Nepal time) and six random characters. */
export function newTrackingId(now: Date = new Date()): string {
  const nepal = new Date(now.getTime() + (5 * 60 + 45) * 60_000);
  const date = nepal.toISOString().slice(2, 10).replaceAll('-', '');
  const bytes = randomBytes(6);
  let suffix = '';
  for (const b of bytes) suffix += BASE32[b % BASE32.length];
  return `KDM-${date}-${suffix}`;
}

/** Hash of the parsed body: the same order asked twice hashes the same, anything else differs. */
export function requestHash(body: CheckoutBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

type Placed = { result: CheckoutResult; orderId: number | null };

/** The answer to a key already used: the first order's, for the same body only. */
function replay(previous: Awaited<ReturnType<typeof repo.findIdempotencyKey>>, hash: string): CheckoutResult {
  if (!previous || previous.requestHash !== hash) throw fail('IDEMPOTENCY_MISMATCH');
  if (previous.statusCode === null || previous.responseBody === null) {
    throw fail('CONFLICT', 'This order is still being placed. Please wait a moment.');
  }
  return {
    statusCode: previous.statusCode,
    body: JSON.parse(previous.responseBody) as CheckoutResponse,
    replayed: true,
  };
}

/**
 * Places an order in one transaction: claim the idempotency key (with the address read), take the
 * stock of every line with a guarded update that also reads the product (ids in ascending order, so
 * concurrent orders lock rows in the same order), re-check and count the voucher, compute the delivery
 * charge, write the order with a snapshot of the address, hold the slot's place, empty the server cart
 * and write the confirmation's jobs (one statement). Any failure rolls everything back; once it
 * commits, the confirmation is sent even if this process dies at once.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  customer: Account,
  body: CheckoutBody,
  idempotencyKey: string | undefined,
): Promise<CheckoutResult> {
  const userId = customer.id;
  const wallet = isWallet(body.payment_method) ? body.payment_method : null;
  if (wallet && !deps.payments?.offered(wallet)) throw fail('PAYMENT_METHOD_UNAVAILABLE');
  const hash = requestHash(body);
  // The jobs' bookkeeping (Jobs.insertSql), told once the transaction commits: the last draw's.
  const written: Array<() => void> = [];
  const placed = await deps.db.transaction(async (tx): Promise<Placed> => {
    // The idempotency key is claimed in the statement that reads the address and the station list's
    // version (the list is kept while it stays the same: docs/decisions/044 and 049).
    const claim =
      idempotencyKey !== undefined ? repo.idempotencyClaimSql(tx, userId, idempotencyKey, hash) : undefined;
    const found = await findOwnedAndStationsVersion(tx, userId, body.location, claim);
    if (idempotencyKey !== undefined && !found?.alongsideRows) {
      const previous = await repo.findIdempotencyKey(tx, userId, idempotencyKey);
      // Without the address the claim's outcome is unknown: a key of this body still unanswered is
      // this request's own claim (another's would have made the claim wait for its outcome).
      const ownClaim = !found && previous?.requestHash === hash && previous.statusCode === null;
      if (!ownClaim) return { orderId: null, result: replay(previous, hash) };
    }
    if (!found) throw fail('ADDRESS_NOT_FOUND');
    const { address } = found;

    // Online orders hold stock until paid: a customer may only have a few waiting at once.
    if (
      body.payment_method === 'online' &&
      (await repo.lockAndCountUnpaidOnline(tx, userId)) >= deps.limits.maxUnpaidOnline
    ) {
      const n = deps.limits.maxUnpaidOnline;
      throw fail(
        'TOO_MANY_UNPAID_ORDERS',
        `You already have ${n} ${n === 1 ? 'order' : 'orders'} waiting for online payment. Pay for or cancel one before placing another.`,
        { limit: n },
      );
    }

    const lines = body.product_id
      .map((productId, i) => ({ productId, quantity: body.qtys[i]! }))
      .sort((a, b) => a.productId - b.productId);
    // One statement takes every line's units, locking the rows in ascending id order (so concurrent
    // orders never deadlock); a line it could not serve is explained by the first one missing.
    const taken = new Map((await stock.takeStockOf(tx, lines)).map((p) => [p.id, p]));
    const priced = [];
    for (const line of lines) {
      const product = taken.get(line.productId);
      if (!product) {
        const current = await stock.productStock(tx, line.productId);
        // A product staff hid is, to a shopper, a product that is not sold: the same answer as none.
        if (!current || !current.active) {
          throw fail('PRODUCT_NOT_FOUND', `${errorMessage('PRODUCT_NOT_FOUND')} (id ${line.productId})`, {
            product_id: line.productId,
          });
        }
        const available = Math.max(0, current.stock);
        throw fail('OUT_OF_STOCK', insufficientStockMessage(current.title, available), {
          product_id: line.productId,
          available,
        });
      }
      // Scarce stock: one line may take only a few units (the whole transaction, and so every line's
      // stock, is rolled back when it takes more).
      const cap = lineUnitCap(product.stockLeft + line.quantity, {
        scarceBelow: deps.limits.scarceBelow,
        maxUnitsWhenScarce: deps.limits.maxUnitsWhenScarce,
      });
      if (line.quantity > cap) {
        throw fail('ORDER_LINE_LIMIT', scarceLineMessage(product.title, cap), {
          product_id: line.productId,
          max_quantity: cap,
        });
      }
      priced.push({
        ...line,
        product,
        unitPricePaisa: effectiveSellingPricePaisa(product.sellingPricePaisa, product.markedPricePaisa),
      });
    }

    const subtotalPaisa = priced.reduce((sum, l) => sum + l.unitPricePaisa * l.quantity, 0);

    let discountPaisa = 0;
    let voucherId: number | null = null;
    const code = body.voucher_code?.trim();
    if (code) {
      const { row, evaluation } = await checkVoucher(tx, code, subtotalPaisa, userId);
      if (!evaluation.ok || !row) {
        const failed = evaluation.ok ? fail('VOUCHER_INVALID') : fail(evaluation.code, evaluation.message);
        throw failed;
      }
      // Counted under the voucher row's lock; the per-customer count is re-read after it, so two
      // concurrent orders of one customer cannot both slip under a per-customer limit.
      if (!(await repo.countVoucherUse(tx, row.id))) throw fail('VOUCHER_USED_UP');
      if (
        row.perCustomerLimit !== null &&
        (await repo.customerRedemptions(tx, row.id, userId)) >= row.perCustomerLimit
      ) {
        throw fail('VOUCHER_ALREADY_USED');
      }
      discountPaisa = evaluation.discountPaisa;
      voucherId = row.id;
    }

    const station = await stationForPlace(
      tx,
      address,
      await stationsAsOf(tx, deps.db, found.stationsVersion),
    );
    const quote = await quoteForPlace(tx, address, subtotalPaisa, station);
    const stationId = station?.station.id ?? null;
    // Its place is held by the statement writing the order, last: the slot's row stays locked until commit.
    const slotId = await slotToHold(tx, stationId, body.slot_id);
    const totalPaisa = finalAmount(subtotalPaisa, discountPaisa) + quote.chargePaisa;

    const events: repo.FirstEvent[] = [
      {
        machine: 'order',
        fromState: null,
        toState: 'Order Processing',
        actorId: userId,
        actorRole: 'customer',
      },
      ...(wallet
        ? [
            {
              machine: 'payment' as const,
              fromState: 'unpaid',
              toState: 'pending',
              actorId: userId,
              actorRole: 'customer',
              note: `pay with ${wallet}`,
            },
          ]
        : []),
    ];
    // Every field of the answer but the two the order's row gives.
    const answer = {
      total_amount: paisaToRupees(totalPaisa),
      subtotal: paisaToRupees(subtotalPaisa),
      discount: paisaToRupees(discountPaisa),
      delivery_charge: paisaToRupees(quote.chargePaisa),
      order_status: 'Order Processing' as const,
      payment_method: body.payment_method,
    };
    // The order's row, lines, first events, stock movements, voucher redemption, idempotent answer and
    // the emptied cart: one statement (docs/decisions/044).
    const order = await repo.writeOrder(
      tx,
      userId,
      {
        order: {
          userId,
          status: 'Order Processing',
          paymentMethod: body.payment_method,
          // A wallet payment is pending from the start (the customer goes to the wallet next); cash and
          // 'online' without a wallet stay unpaid. Only the gateway's confirmation makes it paid.
          paymentCompleted: false,
          paymentStatus: wallet ? 'pending' : 'unpaid',
          subtotalPaisa,
          discountPaisa,
          deliveryChargePaisa: quote.chargePaisa,
          totalPaisa,
          voucherId,
          addressId: address.id,
          addressSnapshot: toAddress(address),
          notes: body.notes ?? '',
        },
        lines: priced.map((l) => ({
          productId: l.productId,
          title: l.product.title,
          slug: l.product.slug,
          image: l.product.image,
          unitPricePaisa: l.unitPricePaisa,
          quantity: l.quantity,
        })),
        events,
        movements: stock.saleMovements(priced),
        voucherId,
        idempotent: idempotencyKey !== undefined ? { key: idempotencyKey, statusCode: 201, answer } : null,
        slotId,
        // The customer's answer does not wait for the SMS gateway or SMTP; the jobs commit with the order.
        jobs: async (trackingId, onlyIf) => {
          const sent = await deps.jobs.insertSql(confirmationJobs(customer, trackingId, answer), onlyIf);
          written.push(sent.written);
          return sent.query;
        },
      },
      deps.drawTrackingId ?? newTrackingId,
    );
    if (slotId !== null) {
      await checkHeldSlot(tx, stationId, slotId, order.heldSlot, deps.now?.() ?? new Date());
    }

    const response: CheckoutResponse = { order_id: order.id, tracking_id: order.trackingId, ...answer };
    return { orderId: order.id, result: { statusCode: 201, body: response, replayed: false } };
  });

  written.at(-1)?.();

  if (wallet && deps.payments) {
    // After commit: the gateway is called outside the order's transaction, and an unreachable one
    // leaves the order standing with its payment failed (payment: null; "Try again" starts another).
    const orderId = placed.result.body.order_id;
    const payment = placed.result.replayed
      ? await deps.payments.openRedirect(orderId)
      : await deps.payments.start(orderId);
    placed.result = { ...placed.result, body: { ...placed.result.body, payment } };
  }
  // Stock changed: every process's cached catalogue answers must show it.
  if (!placed.result.replayed) catalogEvents.publish('stock');
  return placed.result;
}

/**
 * The order confirmation: an SMS and, when the customer has an e-mail address, an e-mail, each its
 * own job, so a refused SMS is retried without sending the e-mail twice.
 */
function confirmationJobs(
  contact: Account,
  trackingId: string,
  order: Pick<CheckoutResponse, 'total_amount' | 'payment_method'>,
): JobRequest[] {
  const total = formatMoney(rupeesToPaisa(order.total_amount));
  const method = PAYMENT_METHOD_LABELS[order.payment_method ?? 'cod'];
  const ref = trackingId;
  const jobs: JobRequest[] = [
    {
      name: 'message-sms',
      data: {
        purpose: 'order-confirmation',
        ref,
        to: contact.phone,
        text: `Kandamul: thank you! Your order ${trackingId} is placed. Total ${total} (${method}). Follow it under My Orders.`,
      },
    },
  ];
  // The e-mail goes only to an address its owner confirmed. Neither message carries the customer's own
  // text (a name typed at signup could read as the shop's words): only the shop's wording and amounts.
  if (contact.email && contact.emailVerified) {
    jobs.push({
      name: 'message-email',
      data: {
        purpose: 'order-confirmation',
        ref,
        to: contact.email,
        subject: `Your Kandamul order ${trackingId}`,
        text: `Namaste,\n\nYour order ${trackingId} is placed and is now being processed.\nTotal: ${total}\nPayment: ${method}\n\nYou can follow or cancel it under My Orders while it is processing.\n\nKandamul`,
      },
    });
  }
  return jobs;
}
