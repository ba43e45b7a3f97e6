import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SMS the gateway accepted (answered 200). */
export interface AcceptedSms {
  from: string;
  to: string;
  text: string;
}

/**
 * An HTTP SMS gateway in the shape of infra/sms.ts's transport, on 127.0.0.1. It answers 200 and
 * records the message, or, while `hold` is on, keeps the request unanswered (a gateway that hangs):
 * a message counts as sent only once answered, as with a real gateway.
 */
export interface FakeSmsGateway {
  url: string;
  accepted: AcceptedSms[];
  /** Messages received but not answered (held). */
  held: AcceptedSms[];
  hold: boolean;
  close(): Promise<void>;
}

export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const pending = new Set<ServerResponse>();
  const gateway: FakeSmsGateway = {
    url: '',
    accepted: [],
    held: [],
    hold: false,
    close: async () => {
      for (const res of pending) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const sms = { from: form.get('from') ?? '', to: form.get('to') ?? '', text: form.get('text') ?? '' };
      if (gateway.hold) {
        gateway.held.push(sms);
        pending.add(res);
        res.on('close', () => pending.delete(res));
        return;
      }
      gateway.accepted.push(sms);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return gateway;
}
