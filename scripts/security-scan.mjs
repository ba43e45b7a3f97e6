// npm run security-scan: starts the built shop on 127.0.0.1 (embedded database, fresh data folder),
// checks the storefront under its CSP in Chromium, runs sqlmap against the search, product detail,
// category list and login endpoints and wapiti against the running shop, then fails on any finding
// rated high (or critical) and on any 5xx answer the scanners provoked.
//
// Only loopback targets, ever: the server listens on 127.0.0.1 and every scanner URL is built here
// from that address. Wapiti modules that call out to the internet (ssrf, xxe, wapp, nikto) are left
// out, its out-of-band endpoint points at a closed local port, and its bug reports are off.
//
// Environment: SCAN_PORT (default 8450), SCAN_SQLMAP_SECONDS per target (default 150),
// SCAN_WAPITI_SECONDS (default 240). Findings and figures: reports/security-scan/summary.json.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.SCAN_PORT ?? 8450);
const host = '127.0.0.1';
const base = `http://${host}:${port}`;
const sqlmapSeconds = Number(process.env.SCAN_SQLMAP_SECONDS ?? 150);
const wapitiSeconds = Number(process.env.SCAN_WAPITI_SECONDS ?? 240);
const out = path.join(root, 'reports', 'security-scan');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const work = mkdtempSync(path.join(os.tmpdir(), 'kandamul-scan-'));

const t0 = Date.now();
// Seconds since the start on every line: where the scan's minutes go (decision 040).
const log = (line) => console.log(`[security-scan +${Math.round((Date.now() - t0) / 1000)}s] ${line}`);
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

function assertLoopback(url) {
  const h = new URL(url).hostname;
  if (h !== '127.0.0.1' && h !== 'localhost')
    throw new Error(`refusing to scan ${url}: only loopback targets`);
  return url;
}

/** Runs a command, streaming nothing, killing it after `seconds`; resolves with its output. */
function run(cmd, args, { seconds, cwd = root, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let timedOut = false;
    const timer = seconds
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }, seconds * 1000)
      : null;
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

function ensureTools() {
  const missing = ['sqlmap', 'wapiti'].filter((c) => !has(c));
  if (!missing.length) return;
  log(`installing Debian's ${missing.join(' and ')} with apt-get…`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
}

async function waitFor(url, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function json(pathname) {
  const res = await fetch(assertLoopback(base + pathname));
  if (!res.ok) throw new Error(`GET ${pathname}: ${res.status}`);
  return res.json();
}

// ---------------------------------------------------------------- the shop under test
ensureTools();
const SERVER = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(path.join(root, 'apps/web/dist/index.html')) || !existsSync(SERVER)) {
  log('building the storefront and the server…');
  const b = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) throw new Error('storefront build failed');
}

const serverLog = path.join(out, 'server.log');
log(`starting the shop on ${base} (fresh embedded database in ${work})…`);
// The production server, as `npm run serve` runs it.
const server = spawn(process.execPath, [SERVER], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: host,
    PORT: String(port),
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: '',
    REDIS_URL: '',
    // A deployment, as README's Production section runs it: no demo accounts, no dev outbox.
    DEMO: 'false',
    // Every request is logged (one JSON line each) so the 5xx count covers all scanner traffic.
    LOG_LEVEL: 'info',
    // The scanners must reach the code behind the login limits, not stop at 429.
    RATE_LIMIT_FACTOR: '100',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const logChunks = [];
server.stdout.on('data', (d) => logChunks.push(d));
server.stderr.on('data', (d) => logChunks.push(d));
const serverExit = new Promise((resolve) => server.on('close', (code) => resolve(code)));

const summary = { target: base, startedAt: new Date().toISOString(), steps: {} };
let failed = false;
try {
  await waitFor(`${base}/api/v1/health/`, 300);
  const arrivals = await json('/api/v1/new/arrival/?page_size=1');
  const product = arrivals.results?.[0];
  if (!product) throw new Error('the shop has no products to scan');
  const categories = await json('/api/v1/category/all/');
  const categoryId = categories.data.results[0].id;
  log(`product ${product.slug}, category ${categoryId}`);

  // ---------------------------------------------------------------- CSP in a real browser
  const csp = await run(process.execPath, ['scripts/csp-check.mjs', base], { seconds: 300 });
  writeFileSync(path.join(out, 'csp-check.txt'), csp.output);
  const violations = Number(/(\d+) CSP violations/.exec(csp.output)?.[1] ?? NaN);
  summary.steps.csp = { pages: Number(/(\d+) pages/.exec(csp.output)?.[1] ?? 0), violations };
  log(`CSP: ${csp.output.trim().split('\n').pop()}`);
  if (csp.code !== 0) failed = true;

  // ---------------------------------------------------------------- sqlmap
  // sqlmap's targets one after another (the login one is slow: each try spends a password hash),
  // wapiti alongside them: both only read the shop, and together they take the time of the longer one
  // instead of the sum (decision 040). SCAN_SEQUENTIAL=1 runs wapiti after sqlmap as before.
  async function sqlmapAll() {
    const sqlTargets = [
      {
        name: 'search',
        args: ['-u', `${base}/api/v1/products/?q=rice&page=1&page_size=5`, '-p', 'q,page,page_size'],
      },
      { name: 'product detail', args: ['-u', `${base}/api/v1/product/detail/${product.slug}*/`] },
      { name: 'category products', args: ['-u', `${base}/api/v1/category/product/${categoryId}*/?page=1`] },
      {
        name: 'login (JSON body)',
        args: [
          '-u',
          `${base}/api/v1/login/`,
          '--data',
          JSON.stringify({ phone_or_email: '9800000001', password: 'not-the-password' }),
          '--headers',
          'Content-Type: application/json',
          // A wrong password is answered 401: that is the page sqlmap compares its payloads against.
          '--ignore-code=401',
        ],
      },
    ];
    summary.steps.sqlmap = [];
    for (const target of sqlTargets) {
      const dir = path.join(work, `sqlmap-${summary.steps.sqlmap.length}`);
      const traffic = path.join(dir, 'traffic.txt');
      mkdirSync(dir, { recursive: true });
      const urlArg = target.args[target.args.indexOf('-u') + 1];
      assertLoopback(urlArg.replace('*', ''));
      const r = await run(
        'sqlmap',
        [
          ...target.args,
          '--batch',
          '--level=2',
          '--risk=1',
          '--dbms=PostgreSQL',
          '--timeout=10',
          '--retries=1',
          '--time-sec=2',
          '--flush-session',
          '--disable-coloring',
          `--output-dir=${dir}`,
          '-t',
          traffic,
        ],
        { seconds: sqlmapSeconds },
      );
      writeFileSync(path.join(out, `sqlmap-${target.name.replace(/\W+/g, '-')}.txt`), r.output);
      const requests = existsSync(traffic)
        ? (readFileSync(traffic, 'utf8').match(/HTTP request \[#\d+\]/g) ?? []).length
        : 0;
      const injectable =
        /identified the following injection point|is vulnerable|appears to be .* injectable/i.test(
          r.output.replace(/do not appear to be injectable/gi, ''),
        );
      const result = { target: target.name, requests, injectable, timedOut: r.timedOut };
      summary.steps.sqlmap.push(result);
      log(
        `sqlmap ${target.name}: ${requests} requests, ${injectable ? 'INJECTABLE (high)' : 'no injection'}${r.timedOut ? ' (time limit reached)' : ''}`,
      );
      if (injectable) failed = true;
    }
  }

  // ---------------------------------------------------------------- wapiti
  async function wapitiAll() {
    const wapitiReport = path.join(out, 'wapiti.json');
    const starts = [
      `${base}/`,
      `${base}/api/v1/products/?q=rice&page=1&page_size=5`,
      `${base}/api/v1/product/detail/${product.slug}/`,
      `${base}/api/v1/category/product/${categoryId}/?page=1&page_size=5`,
      `${base}/api/v1/new/arrival/?page=1&page_size=5`,
      `${base}/api/v1/products/?ids=${product.id}`,
      `${base}/api/v1/home/data/`,
      `${base}/api/docs/json`,
    ].map(assertLoopback);
    const modules =
      'sql,blindsql,xss,permanentxss,exec,file,crlf,redirect,methods,http_headers,csp,backup,htaccess,shellshock,cookieflags';
    const w = await run(
      'wapiti',
      [
        '-u',
        `${base}/`,
        '--scope',
        'folder',
        ...starts.flatMap((s) => ['-s', s]),
        '-m',
        modules,
        '-d',
        '3',
        '--max-scan-time',
        String(wapitiSeconds),
        '--max-attack-time',
        String(Math.max(20, Math.floor(wapitiSeconds / 6))),
        '-t',
        '10',
        '--flush-session',
        '--store-session',
        path.join(work, 'wapiti-session'),
        '--store-config',
        path.join(work, 'wapiti-config'),
        '--endpoint',
        'http://127.0.0.1:9/',
        '--no-bugreport',
        '-v',
        '1',
        '-f',
        'json',
        '-o',
        wapitiReport,
      ],
      { seconds: wapitiSeconds + 120 },
    );
    writeFileSync(path.join(out, 'wapiti.txt'), w.output);
    const findings = [];
    if (existsSync(wapitiReport)) {
      const report = JSON.parse(readFileSync(wapitiReport, 'utf8'));
      for (const kind of ['vulnerabilities', 'anomalies', 'additionals']) {
        for (const [category, list] of Object.entries(report[kind] ?? {})) {
          for (const f of list) {
            findings.push({
              kind,
              category,
              level: Number(f.level),
              method: f.method,
              path: f.path,
              info: f.info,
            });
          }
        }
      }
    } else {
      failed = true;
      log('wapiti wrote no report');
    }
    const high = findings.filter((f) => f.level >= 3 && f.kind !== 'additionals');
    summary.steps.wapiti = {
      modules: modules.split(','),
      findings: findings.length,
      byLevel: Object.fromEntries([1, 2, 3, 4].map((l) => [l, findings.filter((f) => f.level === l).length])),
      high,
      all: findings,
      timedOut: w.timedOut,
    };
    log(`wapiti: ${findings.length} findings (${high.length} rated high or critical)`);
    for (const f of findings)
      log(
        `  [level ${f.level}] ${f.kind}/${f.category}: ${f.method} ${f.path} ${String(f.info).slice(0, 140)}`,
      );
    if (high.length) failed = true;
  }
  if (process.env.SCAN_SEQUENTIAL === '1') {
    await sqlmapAll();
    await wapitiAll();
  } else {
    await Promise.all([sqlmapAll(), wapitiAll()]);
  }
} catch (err) {
  failed = true;
  summary.error = String(err?.stack ?? err);
  log(`error: ${summary.error}`);
} finally {
  server.kill('SIGTERM');
  const code = await Promise.race([serverExit, new Promise((r) => setTimeout(() => r('timeout'), 30_000))]);
  if (code === 'timeout') server.kill('SIGKILL');
  summary.serverExit = code;
  writeFileSync(serverLog, Buffer.concat(logChunks));
  // Every request the scanners made, from the server's own log: none may have ended in a 5xx.
  const statuses = {};
  for (const line of readFileSync(serverLog, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'request completed') {
        const s = entry.res?.statusCode ?? 0;
        statuses[s] = (statuses[s] ?? 0) + 1;
      }
    } catch {
      // not a log line of ours
    }
  }
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const fivexx = Object.entries(statuses)
    .filter(([s]) => Number(s) >= 500)
    .reduce((a, [, n]) => a + n, 0);
  summary.requests = { total, byStatus: statuses, fivexx };
  log(
    `the shop answered ${total} requests: ${JSON.stringify(statuses)}; 5xx: ${fivexx}; exit code after SIGTERM: ${code}`,
  );
  if (fivexx > 0) failed = true;
  summary.finishedAt = new Date().toISOString();
  summary.passed = !failed;
  writeFileSync(path.join(out, 'summary.json'), JSON.stringify(summary, null, 2));
  for (const f of readdirSync(work)) rmSync(path.join(work, f), { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
  log(failed ? 'FAILED' : 'passed: no high findings, no 5xx');
  process.exit(failed ? 1 : 0);
}
