import type { FastifyBaseLogger } from 'fastify';
import { deliver, type DeliveryStatus, type Outbox, type Transport } from './outbox';

export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends SMS. Throws DeliveryError when the message could not be handed over. */
export interface Sms {
  readonly kind: 'gateway' | 'outbox';
  send(message: SmsMessage): Promise<DeliveryStatus>;
}

export interface GatewayOptions {
  url: string;
  token: string;
  from: string;
  timeoutMs?: number;
}

/**
 * An HTTP SMS gateway in the style of Nepal's providers: POST form-urlencoded `token`, `from`, `to`,
 * `text`; any non-2xx answer is a failure.
 */
export function httpGatewayTransport(opts: GatewayOptions): Transport {
  return async (message) => {
    const res = await fetch(opts.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json, text/plain',
      },
      body: new URLSearchParams({
        token: opts.token,
        from: opts.from,
        to: message.recipient,
        text: message.body,
      }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 200);
      throw new Error(`SMS gateway answered ${res.status}${detail ? `: ${detail}` : ''}`);
    }
    // Drain the body so the connection can be reused.
    await res.arrayBuffer().catch(() => undefined);
  };
}

export interface SmsOptions {
  gatewayUrl: string | undefined;
  gatewayToken: string | undefined;
  from: string;
  outbox: Outbox;
  log: FastifyBaseLogger;
  logBodies: boolean;
  /** Replaces the HTTP gateway (tests). */
  transport?: Transport;
}

/** The HTTP gateway when SMS_GATEWAY_URL is set, else the dev outbox; every message is recorded either way. */
export function createSms(opts: SmsOptions): Sms {
  const transport =
    opts.transport ??
    (opts.gatewayUrl
      ? httpGatewayTransport({ url: opts.gatewayUrl, token: opts.gatewayToken ?? '', from: opts.from })
      : null);
  return {
    kind: transport ? 'gateway' : 'outbox',
    send: (message) =>
      deliver(
        { channel: 'sms', recipient: message.to, body: message.text },
        { outbox: opts.outbox, log: opts.log, transport, logBodies: opts.logBodies },
      ),
  };
}
