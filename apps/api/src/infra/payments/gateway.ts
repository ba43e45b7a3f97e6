import type { GatewayOutcome, PaymentRedirect, WalletGateway } from '@kandamul/domain';

/** What a gateway needs to start one payment attempt. */
export interface StartPayment {
  /** Our unique id for the attempt (eSewa's transaction_uuid, Khalti's purchase_order_id). */
  reference: string;
  amountPaisa: number;
  orderName: string;
  customer: { name: string; email: string | null; phone: string };
}

/** A started attempt: the gateway's reference for it and where the browser goes. */
export interface StartedPayment {
  reference: string;
  redirect: Omit<PaymentRedirect, 'attempt_id' | 'gateway'>;
  /** The gateway's answer as received (kept on the attempt). */
  answer: unknown;
}

/** The gateway's own word on an attempt, from its status API: the only proof of payment. */
export interface PaymentCheck {
  outcome: GatewayOutcome;
  /** The gateway's status text (COMPLETE, User canceled, NOT_FOUND…). */
  gatewayStatus: string;
  /** The amount the gateway says was paid, in paisa (null when it does not say). */
  amountPaisa: number | null;
  answer: unknown;
}

/** The gateway could not answer now (timeout, 5xx, "service unavailable"): ask again later. */
export class GatewayUnavailable extends Error {
  constructor(
    message: string,
    readonly answer: unknown = null,
  ) {
    super(message);
    this.name = 'GatewayUnavailable';
  }
}

/** One wallet: start an attempt, and ask what became of it. */
export interface PaymentGateway {
  readonly name: WalletGateway;
  start(input: StartPayment): Promise<StartedPayment>;
  check(attempt: { reference: string; amountPaisa: number }): Promise<PaymentCheck>;
}

export type Gateways = Partial<Record<WalletGateway, PaymentGateway>>;

/** fetch with a deadline; a network failure or timeout is GatewayUnavailable. */
export async function callGateway(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (err) {
    const why = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    throw new GatewayUnavailable(`could not reach ${new URL(url).host}: ${why}`);
  }
}

/** The body as JSON, or the text when it is not JSON (kept either way). */
export async function readAnswer(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { status_code: res.status, text: text.slice(0, 500) };
  }
}
