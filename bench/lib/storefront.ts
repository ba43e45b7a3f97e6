import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { makePageHints } from '../../apps/api/src/plugins/page-hints';
import { startProcess } from './processes';

export interface InitialAssets {
  /** Every file the home page loads before interaction: scripts, modulepreloads, stylesheets. */
  files: { file: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number }[];
  jsBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * Reads dist/index.html and gzips (level 9) the JavaScript and CSS it makes the browser fetch at once:
 * every script with a src, every modulepreload and every stylesheet, plus the home page's own chunks
 * that the server's Link header preloads with the HTML (the page cannot be used without them).
 */
export function initialAssets(webDist: string): InitialAssets {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const refs: { href: string; kind: 'js' | 'css' }[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    // Module and classic scripts alike run before the page can be used.
    if (tag.startsWith('<script') && attr('src')) {
      refs.push({ href: attr('src')!, kind: 'js' });
    } else if (tag.startsWith('<link') && attr('rel') === 'modulepreload' && attr('href')) {
      refs.push({ href: attr('href')!, kind: 'js' });
    } else if (tag.startsWith('<link') && attr('rel') === 'stylesheet' && attr('href')) {
      refs.push({ href: attr('href')!, kind: 'css' });
    }
  }
  for (const href of makePageHints(webDist).scripts(new URL('http://shop/'))) refs.push({ href, kind: 'js' });
  const files = refs
    .filter((r) => !/^https?:/.test(r.href))
    .map((r) => {
      const buf = readFileSync(path.join(webDist, r.href.replace(/^\//, '')));
      return { file: r.href, kind: r.kind, bytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length };
    });
  const sum = (kind: 'js' | 'css', key: 'bytes' | 'gzipBytes') =>
    files.filter((f) => f.kind === kind).reduce((s, f) => s + f[key], 0);
  return {
    files,
    jsBytes: sum('js', 'bytes'),
    jsGzipBytes: sum('js', 'gzipBytes'),
    cssGzipBytes: sum('css', 'gzipBytes'),
  };
}

export interface LighthousePage {
  name: string;
  url: string;
  /** Category scores 0–100. */
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  fcpMs?: number;
  error?: string;
  /** The performance score of every run, lowest first, when several were made (the page's is the median). */
  performanceRuns?: number[];
  /** Why the first run measured nothing, when a second run was made. */
  retriedAfter?: string;
  /** The CPU slowdown the run was made with, and the benchmarkIndex Lighthouse measured in it. */
  cpuSlowdown?: number;
  benchmarkIndex?: number;
  /** Whether the page was loaded signed in as the demo customer, with a product in the cart. */
  signedIn?: boolean;
}

/** How a page is measured: the CPU slowdown, and a signed-in browser to reuse (see `session.ts`). */
export interface LighthouseOptions {
  cpuSlowdown: number;
  session?: { port: number; beforeRun: () => Promise<void> };
}

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

interface Lhr {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

/**
 * Lighthouse 12 (mobile profile, simulated throttling) in Debian's Chromium: `runs` runs of `url`, and
 * the run with the median performance score stands for the page, as Lighthouse's own guidance on
 * variability advises. One run's blocking time swings with whatever else the shared host does (on one
 * page, 235 ms in one run and 804 ms in the next, same build); the median of three stands still.
 */
export async function lighthouse(
  name: string,
  url: string,
  runs: number,
  options: LighthouseOptions,
): Promise<LighthousePage> {
  const measured: LighthousePage[] = [];
  let failed: LighthousePage | undefined;
  for (let i = 0; i < runs; i++) {
    const run = await lighthouseRetried(name, url, options);
    if (run.performance === undefined) failed ??= run;
    else measured.push(run);
  }
  if (measured.length === 0) return failed!;
  measured.sort((a, b) => a.performance! - b.performance!);
  const median = measured[Math.floor((measured.length - 1) / 2)]!;
  return runs > 1 ? { ...median, performanceRuns: measured.map((r) => r.performance!) } : median;
}

/**
 * One Lighthouse run of `url`. Lighthouse sometimes fails to record the trace at all ("Something went
 * wrong with recording the trace… Please run Lighthouse again", NO_NAVSTART): that run measured
 * nothing, so it is made once more. A page that loads badly is never retried: it gets its scores.
 */
async function lighthouseRetried(
  name: string,
  url: string,
  options: LighthouseOptions,
): Promise<LighthousePage> {
  const first = await lighthouseOnce(name, url, options);
  if (!first.error || !/run Lighthouse again|NO_NAVSTART|PROTOCOL_TIMEOUT/i.test(first.error)) return first;
  const second = await lighthouseOnce(name, url, options);
  return second.error ? second : { ...second, retriedAfter: first.error.slice(0, 200) };
}

async function lighthouseOnce(
  name: string,
  url: string,
  options: LighthouseOptions,
): Promise<LighthousePage> {
  const out = path.join(os.tmpdir(), `kandamul-lh-${process.pid}-${name}.json`);
  const cli = path.resolve('node_modules/lighthouse/cli/index.js');
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) return { name, url, error: `no Chromium at ${chromePath}` };
  // Signed in: the session's browser, its remembered state kept (its caches emptied before the run).
  await options.session?.beforeRun();
  const browserFlags = options.session
    ? [`--port=${options.session.port}`, '--disable-storage-reset']
    : [`--chrome-flags=${CHROME_FLAGS.join(' ')}`];
  const proc = startProcess(
    `lighthouse ${name}`,
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      // Lighthouse's mobile profile, with the CPU slowdown calibrated for this host (calibrate.ts).
      `--throttling.cpuSlowdownMultiplier=${options.cpuSlowdown}`,
      ...browserFlags,
    ],
    { ...process.env, CHROME_PATH: chromePath },
  );
  const code = await new Promise<number | null>((resolve) => proc.child.once('exit', resolve));
  await proc.stop();
  try {
    if (code !== 0 || !existsSync(out)) {
      return { name, url, error: `lighthouse exited with ${code}: ${proc.output().slice(-500)}` };
    }
    const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
    const score = (k: string) => {
      const s = lhr.categories[k]?.score;
      return s === null || s === undefined ? undefined : Math.round(s * 100);
    };
    const num = (k: string, digits = 0) => {
      const v = lhr.audits[k]?.numericValue;
      return v === undefined ? undefined : Number(v.toFixed(digits));
    };
    return {
      name,
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift', 3),
      fcpMs: num('first-contentful-paint'),
      cpuSlowdown: options.cpuSlowdown,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      signedIn: Boolean(options.session),
      ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
    };
  } finally {
    // BENCH_LIGHTHOUSE_DIR keeps each run's whole report (where the main thread's time went).
    const keep = process.env.BENCH_LIGHTHOUSE_DIR;
    if (keep && existsSync(out)) {
      mkdirSync(keep, { recursive: true });
      copyFileSync(out, path.join(keep, `${name.replace(/\W+/g, '-')}-${Date.now()}.json`));
    }
    rmSync(out, { force: true });
  }
}
