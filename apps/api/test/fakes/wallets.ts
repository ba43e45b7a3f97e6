import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// eSewa's status API and Khalti's initiate and lookup as fakes that check what the real gateways
// check (eSewa: product code, amount and transaction; Khalti: the `Authorization: Key …` header,
// an integer amount in paisa) and can be told to answer any status, time out, or fail with a 5xx.
// Written from the gateways' documentation, independently of the adapters under test.

export const FAKE_ESEWA = { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' };
export const FAKE_KHALTI = { secretKey: 'test_secret_key_fake_khalti_0001' };

/** What the fake answers about one transaction: a status, or a failure mode. */
export type FakeAnswer =
  { status: string; amountPaisa?: number } | { fail: 'timeout' | '5xx' | 'unavailable' };

export interface EsewaTxn {
  totalPaisa: number;
  answer: FakeAnswer;
}
export interface KhaltiTxn {
  amountPaisa: number;
  purchaseOrderId: string;
  answer: FakeAnswer;
}

export interface FakeWallets {
  url: string;
  /** eSewa transactions by transaction_uuid (a status query for an unknown one answers NOT_FOUND). */
  esewa: Map<string, EsewaTxn>;
  khalti: Map<string, KhaltiTxn>;
  /** Requests refused: a wrong key, an amount not in paisa, a missing field. */
  refused: string[];
  calls: { esewaStatus: number; khaltiInitiate: number; khaltiLookup: number };
  /** Called once an answer has been sent (a fault test kills the shop right then). */
  onAnswered: ((what: 'esewa-status' | 'khalti-lookup') => void) | null;
  /** How the next initiate answers (default: a new pidx). */
  initiateAnswer: 'ok' | 'timeout' | '5xx';
  /**
   * The customer's browser posting the checkout form to eSewa: refused (false) unless signed with the
   * merchant's key over its signed_field_names and for the merchant's product code; accepted, the
   * transaction exists (NOT_FOUND until paid).
   */
  esewaFormPost(fields: Record<string, string>): boolean;
  /** eSewa's success redirect data for a transaction, signed as eSewa signs it. */
  esewaSuccessData(uuid: string, overrides?: Record<string, string>, secret?: string): string;
  close(): Promise<void>;
}

const rupees = (paisa: number) => (paisa / 100).toFixed(1);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Answers a failure mode; true when it did (a timeout never answers until the fake closes). */
function failed(res: ServerResponse, answer: FakeAnswer, hanging: Set<ServerResponse>): boolean {
  if (!('fail' in answer)) return false;
  if (answer.fail === 'timeout') hanging.add(res);
  else if (answer.fail === '5xx') send(res, 503, { detail: 'Service Unavailable' });
  else send(res, 200, { code: 0, error_message: 'Service is currently unavailable' });
  return true;
}

export async function startFakeWallets(): Promise<FakeWallets> {
  const hanging = new Set<ServerResponse>();
  const fake: Omit<FakeWallets, 'url' | 'close'> = {
    esewa: new Map(),
    khalti: new Map(),
    refused: [],
    calls: { esewaStatus: 0, khaltiInitiate: 0, khaltiLookup: 0 },
    initiateAnswer: 'ok',
    onAnswered: null,
    esewaFormPost(fields) {
      const names = (fields.signed_field_names ?? '').split(',');
      const text = names.map((n) => `${n}=${fields[n] ?? ''}`).join(',');
      const signature = createHmac('sha256', FAKE_ESEWA.secretKey).update(text).digest('base64');
      const total = Math.round(Number(fields.total_amount) * 100);
      const parts = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'];
      const sum = Math.round(parts.reduce((a, n) => a + Number(fields[n] ?? 'NaN'), 0) * 100);
      if (
        fields.signature !== signature ||
        fields.product_code !== FAKE_ESEWA.productCode ||
        !fields.transaction_uuid ||
        !fields.success_url ||
        !fields.failure_url ||
        !Number.isFinite(total) ||
        sum !== total
      ) {
        fake.refused.push('esewa: form');
        return false;
      }
      fake.esewa.set(fields.transaction_uuid, { totalPaisa: total, answer: { status: 'NOT_FOUND' } });
      return true;
    },
    esewaSuccessData(uuid, overrides = {}, secret = FAKE_ESEWA.secretKey) {
      const txn = fake.esewa.get(uuid);
      const fields: Record<string, string> = {
        transaction_code: '000AWEO',
        status: 'COMPLETE',
        total_amount: rupees(txn?.totalPaisa ?? 0),
        transaction_uuid: uuid,
        product_code: FAKE_ESEWA.productCode,
        signed_field_names:
          'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
        ...overrides,
      };
      const text = fields
        .signed_field_names!.split(',')
        .map((n) => `${n}=${fields[n]}`)
        .join(',');
      // eSewa writes total_amount as a JSON number with one decimal ("1000.0"), signed as written.
      const json = JSON.stringify({
        ...fields,
        signature: createHmac('sha256', secret).update(text).digest('base64'),
      }).replace(`"total_amount":"${fields.total_amount}"`, `"total_amount":${fields.total_amount}`);
      return Buffer.from(json).toString('base64');
    },
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      if (req.method === 'GET' && url.pathname === '/esewa/status/') {
        fake.calls.esewaStatus += 1;
        const q = url.searchParams;
        const uuid = q.get('transaction_uuid') ?? '';
        if (q.get('product_code') !== FAKE_ESEWA.productCode || !q.get('total_amount')) {
          fake.refused.push('esewa: bad product code or amount');
          return send(res, 400, { code: 0, error_message: 'Invalid request' });
        }
        const txn = fake.esewa.get(uuid);
        if (txn && failed(res, txn.answer, hanging)) return;
        const answer = txn?.answer as { status: string; amountPaisa?: number } | undefined;
        // eSewa answers NOT_FOUND for a transaction_uuid it does not know with that amount.
        const asked = Math.round(Number(q.get('total_amount')) * 100);
        const status = txn && asked === txn.totalPaisa ? (answer?.status ?? 'NOT_FOUND') : 'NOT_FOUND';
        res.once('finish', () => fake.onAnswered?.('esewa-status'));
        return send(res, 200, {
          product_code: FAKE_ESEWA.productCode,
          transaction_uuid: uuid,
          total_amount: (answer?.amountPaisa ?? txn?.totalPaisa ?? asked) / 100,
          status,
          ref_id: status === 'COMPLETE' ? '0001TS9' : null,
        });
      }
      if (req.method === 'POST' && url.pathname.startsWith('/khalti/epayment/')) {
        if (req.headers.authorization !== `Key ${FAKE_KHALTI.secretKey}`) {
          fake.refused.push(`khalti: authorization ${req.headers.authorization ?? 'missing'}`);
          return send(res, 401, { detail: 'Invalid token.', status_code: 401 });
        }
        let json: Record<string, unknown>;
        try {
          json = JSON.parse(body) as Record<string, unknown>;
        } catch {
          return send(res, 400, { detail: 'JSON parse error', error_key: 'validation_error' });
        }
        if (url.pathname === '/khalti/epayment/initiate/') {
          fake.calls.khaltiInitiate += 1;
          if (fake.initiateAnswer === 'timeout') return void hanging.add(res);
          if (fake.initiateAnswer === '5xx') return send(res, 502, { detail: 'Bad gateway' });
          const amount = json.amount;
          if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1000) {
            fake.refused.push(`khalti: amount ${String(amount)}`);
            return send(res, 400, {
              amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
              error_key: 'validation_error',
            });
          }
          for (const field of ['return_url', 'website_url', 'purchase_order_id', 'purchase_order_name']) {
            if (typeof json[field] !== 'string' || !json[field]) {
              fake.refused.push(`khalti: ${field}`);
              return send(res, 400, { [field]: ['This field is required.'], error_key: 'validation_error' });
            }
          }
          const pidx = randomBytes(11).toString('base64url');
          fake.khalti.set(pidx, {
            amountPaisa: amount,
            purchaseOrderId: json.purchase_order_id as string,
            answer: { status: 'Initiated' },
          });
          return send(res, 200, {
            pidx,
            payment_url: `https://test-pay.khalti.com/?pidx=${pidx}`,
            expires_at: new Date(Date.now() + 1800_000).toISOString(),
            expires_in: 1800,
          });
        }
        if (url.pathname === '/khalti/epayment/lookup/') {
          fake.calls.khaltiLookup += 1;
          const pidx = typeof json.pidx === 'string' ? json.pidx : '';
          const txn = fake.khalti.get(pidx);
          if (!txn) return send(res, 404, { detail: 'Not found.', error_key: 'validation_error' });
          if (failed(res, txn.answer, hanging)) return;
          const answer = txn.answer as { status: string; amountPaisa?: number };
          const closed = answer.status === 'Expired' || answer.status === 'User canceled';
          res.once('finish', () => fake.onAnswered?.('khalti-lookup'));
          return send(res, closed ? 400 : 200, {
            pidx,
            total_amount: answer.amountPaisa ?? txn.amountPaisa,
            status: answer.status,
            transaction_id: answer.status === 'Completed' ? 'GFq9PFS7b2iYvL8Lir9oXe' : null,
            fee: 0,
            refunded: answer.status.includes('Refunded'),
          });
        }
      }
      send(res, 404, { detail: 'Not found.' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** The environment that points the shop's adapters at the fake. */
export function fakeWalletEnv(fake: FakeWallets): Record<string, string> {
  return {
    PUBLIC_URL: 'https://shop.example',
    ESEWA_FORM_URL: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
    ESEWA_STATUS_URL: `${fake.url}/esewa/status/`,
    ESEWA_PRODUCT_CODE: FAKE_ESEWA.productCode,
    ESEWA_SECRET_KEY: FAKE_ESEWA.secretKey,
    KHALTI_BASE_URL: `${fake.url}/khalti`,
    KHALTI_SECRET_KEY: FAKE_KHALTI.secretKey,
  };
}
