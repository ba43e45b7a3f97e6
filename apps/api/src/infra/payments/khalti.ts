import { gatewayOutcome, KHALTI_STATUS_OUTCOMES } from '@kandamul/domain';
import {
  callGateway,
  GatewayUnavailable,
  type PaymentCheck,
  type PaymentGateway,
  readAnswer,
  type StartPayment,
} from './gateway';

export interface KhaltiOptions {
  /** e.g. https://dev.khalti.com/api/v2 (sandbox) or https://khalti.com/api/v2. */
  baseUrl: string;
  secretKey: string;
  returnUrl: string;
  websiteUrl: string;
  timeoutMs?: number;
}

/** A failed initiate: Khalti refused the request itself (bad key, bad fields), not a passing outage. */
export class KhaltiRefused extends Error {
  constructor(
    message: string,
    readonly answer: unknown,
  ) {
    super(message);
    this.name = 'KhaltiRefused';
  }
}

/** Khalti KPG-2 web checkout: initiate, redirect to its payment_url, lookup as the proof. */
export function khaltiGateway(opts: KhaltiOptions): PaymentGateway {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const headers = {
    authorization: `Key ${opts.secretKey}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  return {
    name: 'khalti',
    async start(input: StartPayment) {
      const res = await callGateway(
        `${opts.baseUrl}/epayment/initiate/`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({
            return_url: opts.returnUrl,
            website_url: opts.websiteUrl,
            amount: input.amountPaisa,
            purchase_order_id: input.reference,
            purchase_order_name: input.orderName,
            customer_info: {
              name: input.customer.name,
              ...(input.customer.email ? { email: input.customer.email } : {}),
              phone: input.customer.phone,
            },
          }),
        },
        timeoutMs,
      );
      const answer = await readAnswer(res);
      if (res.status >= 500) throw new GatewayUnavailable(`Khalti initiate answered ${res.status}`, answer);
      const body = (answer ?? {}) as Record<string, unknown>;
      if (!res.ok || typeof body.pidx !== 'string' || typeof body.payment_url !== 'string') {
        throw new KhaltiRefused(`Khalti refused the initiate (HTTP ${res.status})`, answer);
      }
      return {
        reference: body.pidx,
        redirect: { url: body.payment_url, method: 'GET', fields: {} },
        answer,
      };
    },
    async check(attempt): Promise<PaymentCheck> {
      const res = await callGateway(
        `${opts.baseUrl}/epayment/lookup/`,
        { method: 'POST', headers, body: JSON.stringify({ pidx: attempt.reference }) },
        timeoutMs,
      );
      const answer = await readAnswer(res);
      if (res.status >= 500) throw new GatewayUnavailable(`Khalti lookup answered ${res.status}`, answer);
      const body = (answer ?? {}) as Record<string, unknown>;
      // Expired and User canceled come with HTTP 400 and a status; a 404 is a pidx Khalti never issued.
      if (res.status === 404)
        return { outcome: 'failed', gatewayStatus: 'NOT_FOUND', amountPaisa: null, answer };
      if (typeof body.status !== 'string') {
        // 401/403: our key is wrong; the attempt stays open and the log says so until it is fixed.
        throw new GatewayUnavailable(`Khalti lookup answered ${res.status} without a status`, answer);
      }
      if (body.pidx !== undefined && body.pidx !== attempt.reference) {
        return { outcome: 'pending', gatewayStatus: 'WRONG_TRANSACTION', amountPaisa: null, answer };
      }
      const amount = body.total_amount;
      return {
        outcome: gatewayOutcome(KHALTI_STATUS_OUTCOMES, body.status),
        gatewayStatus: body.status.slice(0, 40),
        amountPaisa: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null,
        answer,
      };
    },
  };
}
