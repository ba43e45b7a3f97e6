import { randomBytes } from 'node:crypto';
import { esewaAmount, esewaSigningText, formatMoney, parseEsewaAmount } from '@kandamul/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { esewaSign } from '../../infra/payments/esewa';

/**
 * eSewa ePay v2 and Khalti KPG-2 as the demo shop's own pretend wallets (/dev/esewa, /dev/khalti):
 * the same protocol as the real ones (a signed form post or a keyed initiate, a page with Pay / Fail /
 * Close, the signed redirect back, and the status and lookup APIs answering from their own state), so
 * a newcomer can pay for an order without the internet. Only in the demo shop; state is in memory.
 */
interface EsewaSession {
  totalPaisa: number;
  productCode: string;
  successUrl: string;
  failureUrl: string;
  status: 'NOT_FOUND' | 'COMPLETE' | 'CANCELED';
  refId: string;
}
interface KhaltiSession {
  amountPaisa: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  returnUrl: string;
  status: 'Initiated' | 'Completed' | 'User canceled' | 'Expired';
  transactionId: string | null;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(reply: FastifyReply, wallet: string, amountPaisa: number, action: string, note: string) {
  const buttons = ['pay', 'fail', 'close']
    .map(
      (a) =>
        `<button type="submit" name="action" value="${a}">${{ pay: 'Pay', fail: 'Fail', close: 'Close' }[a]}</button>`,
    )
    .join(' ');
  return reply
    .type('text/html')
    .header('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${wallet} simulator</title></head>` +
        `<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">` +
        `<h1>${wallet} (simulator)</h1><p>This is the demo shop's pretend ${wallet}: no money moves.</p>` +
        `<p>${escape(note)}</p><p>Amount: <strong>${formatMoney(amountPaisa)}</strong></p>` +
        `<form method="post" action="${escape(action)}">${buttons}</form></body></html>`,
    );
}

const closedPage = (reply: FastifyReply) =>
  reply
    .type('text/html')
    .send(
      '<!doctype html><html lang="en"><body><h1>Wallet closed</h1><p>You closed the wallet.</p></body></html>',
    );

function withQuery(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

// The simulators stand in for eSewa's and Khalti's sites in the demo shop: not part of the shop's API.
const HIDDEN = { hide: true } as const;

export const walletSimulatorRoutes: FastifyPluginAsync = async (app) => {
  const esewa = new Map<string, EsewaSession>();
  const khalti = new Map<string, KhaltiSession>();
  const cfg = app.config.payments;

  // Both wallets receive browser form posts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // ---- eSewa ePay v2 ----------------------------------------------------------------------------
  app.post('/dev/esewa/form/', { schema: HIDDEN }, async (request, reply) => {
    const f = (request.body ?? {}) as Record<string, string>;
    const secret = cfg.esewa?.secretKey ?? '';
    const text = esewaSigningText(f, f.signed_field_names ?? '');
    const total = parseEsewaAmount(f.total_amount);
    if (!text || f.signature !== esewaSign(secret, text) || total === null || !f.transaction_uuid) {
      return reply.status(400).type('text/html').send('<h1>eSewa: invalid payment request</h1>');
    }
    esewa.set(f.transaction_uuid, {
      totalPaisa: total,
      productCode: f.product_code ?? '',
      successUrl: f.success_url ?? '/',
      failureUrl: f.failure_url ?? '/',
      status: 'NOT_FOUND',
      refId: randomBytes(4).toString('hex').toUpperCase(),
    });
    return page(
      reply,
      'eSewa',
      total,
      `/dev/esewa/pay/${encodeURIComponent(f.transaction_uuid)}/`,
      `Transaction ${f.transaction_uuid}`,
    );
  });

  app.post('/dev/esewa/pay/:uuid/', { schema: HIDDEN }, async (request, reply) => {
    const { uuid } = request.params as { uuid: string };
    const s = esewa.get(uuid);
    if (!s) return reply.status(404).send({ error_message: 'Unknown transaction' });
    const action = ((request.body ?? {}) as Record<string, string>).action;
    if (action === 'close') return closedPage(reply);
    if (action === 'fail') {
      s.status = 'CANCELED';
      return reply.redirect(s.failureUrl, 303);
    }
    s.status = 'COMPLETE';
    const answer: Record<string, string> = {
      transaction_code: s.refId,
      status: 'COMPLETE',
      total_amount: esewaAmount(s.totalPaisa),
      transaction_uuid: uuid,
      product_code: s.productCode,
      signed_field_names:
        'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    };
    answer.signature = esewaSign(
      cfg.esewa?.secretKey ?? '',
      esewaSigningText(answer, answer.signed_field_names!)!,
    );
    const data = Buffer.from(JSON.stringify(answer)).toString('base64');
    return reply.redirect(withQuery(s.successUrl, { data }), 303);
  });

  app.get('/dev/esewa/status/', { schema: HIDDEN }, async (request) => {
    const q = request.query as Record<string, string>;
    const s = esewa.get(q.transaction_uuid ?? '');
    const asked = parseEsewaAmount(q.total_amount);
    const known = s && s.productCode === q.product_code && asked === s.totalPaisa;
    return {
      product_code: q.product_code ?? '',
      transaction_uuid: q.transaction_uuid ?? '',
      total_amount: asked === null ? 0 : asked / 100,
      status: known ? s.status : 'NOT_FOUND',
      ref_id: known && s.status === 'COMPLETE' ? s.refId : null,
    };
  });

  // ---- Khalti KPG-2 -----------------------------------------------------------------------------
  const khaltiAuthorized = (header: string | undefined) => header === `Key ${cfg.khalti?.secretKey ?? ''}`;

  app.post('/dev/khalti/api/v2/epayment/initiate/', { schema: HIDDEN }, async (request, reply) => {
    if (!khaltiAuthorized(request.headers.authorization)) {
      return reply.status(401).send({ detail: 'Invalid token.', status_code: 401 });
    }
    const b = (request.body ?? {}) as Record<string, unknown>;
    const amount = b.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1000) {
      return reply.status(400).send({
        amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
        error_key: 'validation_error',
      });
    }
    if (typeof b.return_url !== 'string' || typeof b.purchase_order_id !== 'string') {
      return reply
        .status(400)
        .send({ return_url: ['This field is required.'], error_key: 'validation_error' });
    }
    const pidx = randomBytes(11).toString('base64url');
    khalti.set(pidx, {
      amountPaisa: amount,
      purchaseOrderId: b.purchase_order_id,
      purchaseOrderName: String(b.purchase_order_name ?? ''),
      returnUrl: b.return_url,
      status: 'Initiated',
      transactionId: null,
    });
    const expires = new Date(Date.now() + 30 * 60_000);
    return {
      pidx,
      payment_url: `${cfg.publicUrl}/dev/khalti/pay/?pidx=${pidx}`,
      expires_at: expires.toISOString(),
      expires_in: 1800,
    };
  });

  app.get('/dev/khalti/pay/', { schema: HIDDEN }, async (request, reply) => {
    const pidx = (request.query as Record<string, string>).pidx ?? '';
    const s = khalti.get(pidx);
    if (!s) return reply.status(404).type('text/html').send('<h1>Khalti: payment not found</h1>');
    return page(
      reply,
      'Khalti',
      s.amountPaisa,
      `/dev/khalti/pay/${encodeURIComponent(pidx)}/`,
      s.purchaseOrderName,
    );
  });

  app.post('/dev/khalti/pay/:pidx/', { schema: HIDDEN }, async (request, reply) => {
    const { pidx } = request.params as { pidx: string };
    const s = khalti.get(pidx);
    if (!s) return reply.status(404).send({ detail: 'Not found.' });
    const action = ((request.body ?? {}) as Record<string, string>).action;
    if (action === 'close') return closedPage(reply);
    if (action === 'fail') s.status = 'User canceled';
    else {
      s.status = 'Completed';
      s.transactionId = randomBytes(8).toString('base64url');
    }
    const paid = s.status === 'Completed';
    return reply.redirect(
      withQuery(s.returnUrl, {
        pidx,
        status: s.status,
        transaction_id: s.transactionId ?? '',
        tidx: s.transactionId ?? '',
        amount: String(s.amountPaisa),
        total_amount: String(s.amountPaisa),
        mobile: paid ? '98XXXXX904' : '',
        purchase_order_id: s.purchaseOrderId,
        purchase_order_name: s.purchaseOrderName,
      }),
      303,
    );
  });

  app.post('/dev/khalti/api/v2/epayment/lookup/', { schema: HIDDEN }, async (request, reply) => {
    if (!khaltiAuthorized(request.headers.authorization)) {
      return reply.status(401).send({ detail: 'Invalid token.', status_code: 401 });
    }
    const pidx = String(((request.body ?? {}) as Record<string, unknown>).pidx ?? '');
    const s = khalti.get(pidx);
    if (!s) return reply.status(404).send({ detail: 'Not found.', error_key: 'validation_error' });
    const answer = {
      pidx,
      total_amount: s.amountPaisa,
      status: s.status,
      transaction_id: s.transactionId,
      fee: 0,
      refunded: false,
    };
    // Khalti answers the payments that can no longer complete with HTTP 400.
    return reply.status(s.status === 'Expired' || s.status === 'User canceled' ? 400 : 200).send(answer);
  });
};
