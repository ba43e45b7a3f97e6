import { createRequire } from 'node:module';

// autocannon 9 appends every chunk of every answer to a string (`req.body += buffer`) so that a
// request's `onResponse` can read it. For a brotli body that is a UTF-8 decode of binary bytes, the
// slow path: profiled against the bare node:http server answering the home page's 10.7 KB, the decode
// was 77 % of the load tool's CPU, and the tool (not the server, at 41 %) capped every answer of that
// size near 5,000 req/s, whatever served it. The benchmark never reads bodies, so they are kept only
// for a request that asks for them, and the figures measure the server again.

interface Pending {
  req?: { onResponse?: unknown };
  body: string;
}

interface QueueClass {
  prototype: { peek(): Pending | undefined; addBody(data: Buffer): void };
}

let done = false;

/** Makes autocannon skip decoding answers that no `onResponse` reads (idempotent). */
export function keepBodiesOnlyWhenRead(): void {
  if (done) return;
  const require = createRequire(import.meta.url);
  const Queue = require('autocannon/lib/pipelinedRequestsQueue.js') as QueueClass;
  if (typeof Queue?.prototype?.addBody !== 'function' || typeof Queue.prototype.peek !== 'function') {
    // Failing loudly beats measuring the load tool again without noticing.
    throw new Error(
      'autocannon changed: lib/pipelinedRequestsQueue.js has no addBody/peek; see bench/lib/autocannon-bodies.ts',
    );
  }
  Queue.prototype.addBody = function addBody(this: QueueClass['prototype'], data: Buffer) {
    const pending = this.peek();
    if (pending && typeof pending.req?.onResponse === 'function') pending.body += data.toString();
  };
  done = true;
}
