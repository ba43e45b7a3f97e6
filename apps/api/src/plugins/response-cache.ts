import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this many bytes a body goes out uncompressed (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_THRESHOLD = 1024;

interface Entry {
  body: Buffer;
  etag: string;
  contentType: string;
  /** Until then the answer is served as it is; for one TTL more it is served while one request renews it. */
  freshUntil: number;
  gzip?: Buffer;
  br?: Buffer;
  /** The answer's own headers named in keepHeaders. */
  headers?: Record<string, string>;
}

export interface ResponseCacheOptions {
  /** How long an answer is served from memory; 0 turns the cache off. */
  ttlMs: number;
  /** Bounds on what is kept (oldest answers are dropped first). */
  maxEntries?: number;
  maxBytes?: number;
  /** The Cache-Control header of cached routes' 200 answers. */
  cacheControl: string;
  /** What tells answers apart; the URL unless said (a server-rendered page also differs by theme). */
  keyOf?: (request: FastifyRequest) => string;
  /** The Vary header of cached answers; Accept-Encoding unless said (keyOf's inputs belong here too). */
  vary?: string;
  /** Headers of the answer itself (lower case) that are kept and sent again with it, e.g. 'link'. */
  keepHeaders?: string[];
  /** Requests the cache leaves alone: neither answered from it nor kept (a page for one shopper). */
  bypass?: (request: FastifyRequest) => boolean;
}

/** Every cache of the process, so `invalidate()` can reach all of them (tests build several apps). */
const everyCache = new Set<ResponseCache>();

/**
 * Short-lived in-process cache of whole GET answers (the serialised JSON, and its gzip and brotli
 * forms made once), keyed by URL, with weak ETags so a browser's repeat request costs a 304.
 * Concurrent misses of one URL wait for the first instead of all asking the database, and an expired
 * answer is served (for at most one more TTL) while a single request renews it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private bytes = 0;
  /** Bumped by invalidate(): an answer computed before it is never stored after it. */
  private generation = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(readonly opts: ResponseCacheOptions) {
    this.maxEntries = opts.maxEntries ?? 2000;
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    everyCache.add(this);
  }

  get enabled(): boolean {
    return this.opts.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Makes every answer out of date: the next request of each URL reads the database again (requests
   * arriving while it does get the old answer rather than all reading the database at once), and an
   * answer computed before this call is never stored.
   */
  invalidate(): void {
    this.generation += 1;
    const now = Date.now();
    for (const e of this.entries.values()) e.freshUntil = Math.min(e.freshUntil, now);
  }

  /** Forgets every answer. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  dispose(): void {
    this.clear();
    everyCache.delete(this);
  }

  /** The answer kept for `key`, fresh or stale; gone once stale for longer than the TTL. */
  private get(key: string, now: number): Entry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.freshUntil + this.opts.ttlMs <= now) {
      this.delete(key, e);
      return undefined;
    }
    return e;
  }

  /** Marks `request` as the one computing `key`; its answer is stored by the onSend hook. */
  private startFill(request: FastifyRequest, key: string): void {
    let done!: () => void;
    const promise = new Promise<void>((resolve) => (done = resolve));
    this.inFlight.set(key, promise);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
      done();
    };
    cacheState.set(request, { key, generation: this.generation, finish });
  }

  private delete(key: string, e: Entry): void {
    this.entries.delete(key);
    this.bytes -= e.body.length + (e.gzip?.length ?? 0) + (e.br?.length ?? 0);
  }

  private set(key: string, e: Entry, generation: number): void {
    if (generation !== this.generation || e.body.length > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) this.delete(key, old);
    this.entries.set(key, e);
    this.bytes += e.body.length;
    // Map iteration is insertion order: the first entries are the oldest.
    for (const [k, v] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(k, v);
    }
  }

  private send(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    reply.header('ETag', entry.etag);
    reply.header('Cache-Control', this.opts.cacheControl);
    reply.header('Vary', this.opts.vary ?? 'Accept-Encoding');
    for (const [name, value] of Object.entries(entry.headers ?? {})) reply.header(name, value);
    if (matches(request, entry.etag)) return reply.code(304).send();
    reply.header('Content-Type', entry.contentType);
    if (entry.body.length >= COMPRESS_THRESHOLD) {
      // Compressed once per cached answer, not once per request.
      if (accepts(request, 'br')) {
        if (!entry.br) {
          entry.br = brotliCompressSync(entry.body, {
            params: {
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          });
          this.bytes += entry.br.length;
        }
        return reply.header('Content-Encoding', 'br').send(entry.br);
      }
      if (accepts(request, 'gzip')) {
        if (!entry.gzip) {
          entry.gzip = gzipSync(entry.body, { level: 6 });
          this.bytes += entry.gzip.length;
        }
        return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
      }
    }
    return reply.send(entry.body);
  }

  /** Registers the hooks on a plugin scope: every GET route in it is cached. */
  register(app: FastifyInstance): void {
    if (!this.enabled) {
      // Still answer conditional requests: the ETag costs one hash of the body.
      app.addHook('onSend', async (request, reply, payload) => etagOnly(request, reply, payload, this.opts));
      return;
    }
    // Callback hooks, not async ones: a cached answer is the hot path, and a promise per hook shows.
    app.addHook('onRequest', (request, reply, next) => {
      if (request.method !== 'GET' || this.opts.bypass?.(request)) return next();
      const key = this.opts.keyOf?.(request) ?? request.url;
      const now = Date.now();
      const entry = this.get(key, now);
      if (entry && entry.freshUntil > now) return void this.send(request, reply, entry);
      const pending = this.inFlight.get(key);
      if (!pending) {
        // This request computes the answer. Meanwhile the others get the expired answer, if there is
        // one (stale-while-revalidate: no burst of misses when a popular answer expires), or wait.
        this.startFill(request, key);
        return next();
      }
      if (entry) return void this.send(request, reply, entry);
      Promise.race([pending, new Promise((r) => setTimeout(r, 2000).unref())]).then(() => {
        const filled = this.get(key, Date.now());
        if (filled) this.send(request, reply, filled);
        else next();
      }, next);
    });
    app.addHook('onSend', (request, reply, payload, next) => {
      const state = cacheState.get(request);
      if (!state) return next(null, payload);
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        state.finish();
        return next(null, payload);
      }
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const entry: Entry = {
        body,
        etag: etagOf(body),
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        headers: keptHeaders(reply, this.opts.keepHeaders),
        // ±20 % so answers filled together (a page's burst, a warm-up) are not all renewed together:
        // on PGlite, which runs in this thread, a burst of renewals would stall every request.
        freshUntil: Date.now() + Math.round(this.opts.ttlMs * (0.8 + Math.random() * 0.4)),
      };
      this.set(state.key, entry, state.generation);
      state.finish();
      reply.header('ETag', entry.etag);
      reply.header('Cache-Control', this.opts.cacheControl);
      if (matches(request, entry.etag)) {
        reply.code(304);
        return next(null, '');
      }
      next(null, payload);
    });
    // Whatever happened (error, abort), waiting requests must not wait for a finished one.
    app.addHook('onResponse', (request, _reply, next) => {
      cacheState.get(request)?.finish();
      next();
    });
    app.addHook('onRequestAbort', (request, next) => {
      cacheState.get(request)?.finish();
      next();
    });
  }
}

interface RequestState {
  key: string;
  generation: number;
  finish: () => void;
}
const cacheState = new WeakMap<FastifyRequest, RequestState>();

function keptHeaders(reply: FastifyReply, names: string[] | undefined): Record<string, string> | undefined {
  if (!names) return undefined;
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = reply.getHeader(name);
    if (value !== undefined) kept[name] = String(value);
  }
  return kept;
}

function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match'];
  if (!given) return false;
  return given
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .includes(etag.replace(/^W\//, ''));
}

function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name!.trim().toLowerCase() !== encoding) return false;
    const q = params.find((p) => p.trim().startsWith('q='));
    return !q || Number(q.trim().slice(2)) > 0;
  });
}

async function etagOnly(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  opts: ResponseCacheOptions,
): Promise<unknown> {
  if (request.method !== 'GET' || reply.statusCode !== 200 || opts.bypass?.(request)) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const etag = etagOf(typeof payload === 'string' ? Buffer.from(payload) : payload);
  reply.header('ETag', etag);
  reply.header('Cache-Control', opts.cacheControl);
  if (matches(request, etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}

/** Makes every answer of every response cache of the process out of date (see catalogCache). */
export function invalidateResponseCaches(): void {
  for (const cache of everyCache) cache.invalidate();
}
