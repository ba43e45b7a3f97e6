import { errorMessage } from '@kandamul/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const MESSAGE = errorMessage('REQUEST_TIMEOUT');
const BODY = JSON.stringify({ code: 'REQUEST_TIMEOUT', message: MESSAGE, detail: MESSAGE });
const RESPONSE =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY}`;

/**
 * REQUEST_TIMEOUT_MS covers the body too. Node's requestTimeout stops counting once the headers are in
 * and the request is handed over, so a body trickled in a byte at a time held a connection (and a
 * parser) for a minute. A request whose body is not in by the deadline gets 408 and its connection is
 * closed; the timer is cleared as soon as the body is complete or the answer is sent.
 */
async function bodyTimeoutPlugin(app: FastifyInstance, opts: { timeoutMs: number }) {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete) return done();
    const timer = setTimeout(() => {
      if (raw.complete || reply.raw.headersSent) return;
      request.log.info('request body not received within REQUEST_TIMEOUT_MS: 408');
      const socket = raw.socket;
      if (socket.writable) socket.end(RESPONSE);
      socket.destroySoon();
    }, opts.timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('close', clear);
    done();
  });
}

export default fp(bodyTimeoutPlugin, { name: 'body-timeout' });
