import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ESEWA_SIGNED_FIELD_NAMES,
  ESEWA_STATUS_OUTCOMES,
  esewaAmount,
  esewaSigningText,
  gatewayOutcome,
  parseEsewaAmount,
} from '@kandamul/domain';
import {
  callGateway,
  GatewayUnavailable,
  type PaymentCheck,
  type PaymentGateway,
  readAnswer,
  type StartPayment,
} from './gateway';

export interface EsewaOptions {
  formUrl: string;
  statusUrl: string;
  productCode: string;
  secretKey: string;
  /** Where eSewa sends the browser back (success with ?data=, failure). */
  successUrl: string;
  failureUrl: (reference: string) => string;
  timeoutMs?: number;
}

/** base64(HMAC-SHA256(secret, text)): eSewa ePay v2's signature. */
export function esewaSign(secretKey: string, text: string): string {
  return createHmac('sha256', secretKey).update(text, 'utf8').digest('base64');
}

/**
 * Each field's value exactly as written in the JSON text: eSewa signs `total_amount=1000.0`, which
 * JSON.parse would turn into 1000. Strings are unescaped; other values keep their raw text.
 */
function rawFields(json: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /"((?:[^"\\]|\\.)*)"\s*:\s*("(?:[^"\\]|\\.)*"|[^,}\s]+)/g;
  for (const m of json.matchAll(re)) {
    const name = JSON.parse(`"${m[1]}"`) as string;
    const raw = m[2]!;
    out[name] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  return out;
}

export type EsewaReturn =
  | { ok: true; reference: string; payload: Record<string, string> }
  | { ok: false; reference: string | null; reason: string; payload: unknown };

/**
 * Reads eSewa's success redirect `?data=<base64 JSON>` and checks its signature over its own
 * `signed_field_names`, in their order. A valid one is still only a reason to ask the status API.
 */
export function readEsewaReturn(data: string, secretKey: string): EsewaReturn {
  let json: string;
  try {
    json = Buffer.from(data, 'base64').toString('utf8');
    JSON.parse(json);
  } catch {
    return { ok: false, reference: null, reason: 'data is not base64 JSON', payload: null };
  }
  const fields = rawFields(json);
  const reference = typeof fields.transaction_uuid === 'string' ? fields.transaction_uuid : null;
  const text = fields.signed_field_names ? esewaSigningText(fields, fields.signed_field_names) : null;
  if (!text || !fields.signature) return { ok: false, reference, reason: 'unsigned', payload: fields };
  const expected = Buffer.from(esewaSign(secretKey, text));
  const given = Buffer.from(fields.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reference, reason: 'bad signature', payload: fields };
  }
  if (!reference) return { ok: false, reference, reason: 'no transaction_uuid', payload: fields };
  return { ok: true, reference, payload: fields };
}

/** eSewa ePay v2: a signed form POST out, its status API as the proof. */
export function esewaGateway(opts: EsewaOptions): PaymentGateway {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return {
    name: 'esewa',
    async start(input: StartPayment) {
      const amount = esewaAmount(input.amountPaisa);
      const fields: Record<string, string> = {
        amount,
        tax_amount: '0',
        product_service_charge: '0',
        product_delivery_charge: '0',
        total_amount: amount,
        transaction_uuid: input.reference,
        product_code: opts.productCode,
        success_url: opts.successUrl,
        failure_url: opts.failureUrl(input.reference),
        signed_field_names: ESEWA_SIGNED_FIELD_NAMES,
      };
      fields.signature = esewaSign(opts.secretKey, esewaSigningText(fields, ESEWA_SIGNED_FIELD_NAMES)!);
      return {
        reference: input.reference,
        redirect: { url: opts.formUrl, method: 'POST', fields },
        answer: null,
      };
    },
    async check(attempt): Promise<PaymentCheck> {
      const url = new URL(opts.statusUrl);
      url.searchParams.set('product_code', opts.productCode);
      url.searchParams.set('total_amount', esewaAmount(attempt.amountPaisa));
      url.searchParams.set('transaction_uuid', attempt.reference);
      const res = await callGateway(url.toString(), { headers: { accept: 'application/json' } }, timeoutMs);
      const answer = await readAnswer(res);
      if (res.status >= 500) throw new GatewayUnavailable(`eSewa answered ${res.status}`, answer);
      const body = (answer ?? {}) as Record<string, unknown>;
      // eSewa's outage answer: {"code": 0, "error_message": "Service is currently unavailable"}.
      if (typeof body.status !== 'string') {
        const why = typeof body.error_message === 'string' ? body.error_message : `HTTP ${res.status}`;
        throw new GatewayUnavailable(`eSewa status: ${why}`, answer);
      }
      if (body.transaction_uuid !== undefined && String(body.transaction_uuid) !== attempt.reference) {
        // An answer about another transaction proves nothing about this one.
        return { outcome: 'pending', gatewayStatus: 'WRONG_TRANSACTION', amountPaisa: null, answer };
      }
      return {
        outcome: gatewayOutcome(ESEWA_STATUS_OUTCOMES, body.status),
        gatewayStatus: body.status.slice(0, 40),
        amountPaisa: parseEsewaAmount(body.total_amount),
        answer,
      };
    },
  };
}
