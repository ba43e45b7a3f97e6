import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown has begun: health answers 503 and every answer closes its connection. */
    startDraining(): void;
    /**
     * Resolves once no request has been in flight or arrived for `quietMs`, or after `maxMs`:
     * then closing the listening socket drops nothing a client has already sent.
     */
    drained(opts: { quietMs: number; maxMs: number }): Promise<{ waitedMs: number; quiet: boolean }>;
  }
}

const HEALTH = '/api/v1/health/';

/**
 * Graceful shutdown behind a load balancer. While draining, the process still serves every request,
 * but tells clients not to reuse the connection and health checks that it is going away; it stops
 * listening only when traffic has stopped. Requests waiting in the kernel's accept queue (the event
 * loop can be busy, e.g. on the embedded database) are then answered too, instead of being reset.
 */
async function lifecyclePlugin(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  let lastActivity = Date.now();

  app.decorate('startDraining', () => {
    draining = true;
    lastActivity = Date.now();
  });
  app.decorate('drained', async ({ quietMs, maxMs }: { quietMs: number; maxMs: number }) => {
    const started = Date.now();
    for (;;) {
      const now = Date.now();
      if (inFlight === 0 && now - lastActivity >= quietMs) return { waitedMs: now - started, quiet: true };
      if (now - started >= maxMs) return { waitedMs: now - started, quiet: false };
      await new Promise((resolve) => setTimeout(resolve, Math.min(50, quietMs)));
    }
  });

  const open = new WeakSet<FastifyRequest>();
  // Callback hooks, not async ones: they run on every request, and a promise each is measurable.
  app.addHook('onRequest', (request, reply, next) => {
    inFlight += 1;
    open.add(request);
    lastActivity = Date.now();
    if (!draining) return next();
    reply.header('connection', 'close');
    if (request.url.split('?')[0] === HEALTH) {
      reply.status(503).send(errorBody('SHUTTING_DOWN', 'This server is shutting down.'));
      return;
    }
    next();
  });
  // Counted once, whether the request ends with an answer or the client goes away first.
  const finish = (request: FastifyRequest) => {
    if (!open.delete(request)) return;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  app.addHook('onResponse', (request, _reply, next) => {
    finish(request);
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    finish(request);
    next();
  });
}

export default fp(lifecyclePlugin, { name: 'lifecycle' });
