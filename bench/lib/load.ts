import http from 'node:http';
import autocannon from 'autocannon';
import { keepBodiesOnlyWhenRead } from './autocannon-bodies';

/** What one load measurement found. Latencies in milliseconds. */
export interface LoadResult {
  connections: number;
  durationS: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** rps divided by the baseline's rps at the same connections (filled in by the caller). */
  ratio?: number;
  /** Home data only: rps divided by the bare server's answering the same bytes. */
  ratioToPayloadCeiling?: number;
  /** Set when the endpoint did not answer 2xx at all (absent or broken). */
  unavailable?: string;
}

// Browsers (and the storefront's fetch) always offer compressed bodies; measure what they get.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/**
 * Loads `base` with `connections` keep-alive connections for `durationS` seconds after a short
 * warm-up, each request taking the next path of `paths` in turn.
 */
export async function measure(
  base: string,
  paths: string[],
  connections: number,
  durationS: number,
  warmupS = 1,
): Promise<LoadResult> {
  if (paths.length === 0) throw new Error('measure: no paths');
  keepBodiesOnlyWhenRead();
  let next = 0;
  const setupRequest = (req: autocannon.Request) => {
    req.path = paths[next++ % paths.length]!;
    return req;
  };
  const opts: autocannon.Options = {
    url: base + paths[0],
    connections,
    duration: durationS,
    headers: HEADERS,
    requests: [{ setupRequest }],
    ...(warmupS > 0 ? { warmup: { connections, duration: warmupS } } : {}),
  };
  const r = await autocannon(opts);
  const result: LoadResult = {
    connections,
    durationS,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  if (r['2xx'] === 0) {
    // Nothing was served: no figure of this run may pass a budget.
    return {
      ...result,
      rps: NaN,
      p50: NaN,
      p97_5: NaN,
      p99: NaN,
      max: NaN,
      unavailable: `no 2xx answer (${r.non2xx} non-2xx, ${r.errors} errors)`,
    };
  }
  return result;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export interface SequentialResult {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failures: number;
  /** The slowest requests (path and ms), slowest first: which queries make the tail. */
  slowest?: { path: string; ms: number }[];
}

/** How many of the slowest requests a one-at-a-time run keeps by name. */
const SLOWEST_KEPT = 10;

/** One request at a time over one keep-alive connection: what a single shopper waits, in ms. */
export async function sequentialLatency(
  base: string,
  paths: string[],
  n: number,
  headers: Record<string, string> = {},
): Promise<SequentialResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const each: { path: string; ms: number }[] = [];
  let failures = 0;
  try {
    for (let i = 0; i < n; i++) {
      const path = paths[i % paths.length]!;
      const url = base + path;
      const t0 = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.get(url, { agent, headers: { ...HEADERS, ...headers } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
      });
      times.push(performance.now() - t0);
      each.push({ path, ms: Math.round(times.at(-1)! * 100) / 100 });
      if (status < 200 || status >= 300) failures += 1;
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    n,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times[times.length - 1] ?? NaN),
    failures,
    slowest: each.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_KEPT),
  };
}
