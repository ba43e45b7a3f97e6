// Opens pages of a running shop in Debian's Chromium and fails on any Content-Security-Policy
// violation (a blocked script, style, image, font or fetch), so the CSP and the storefront agree:
//   node scripts/csp-check.mjs http://127.0.0.1:8450 [/extra/path …]
// Only loopback URLs are accepted. Other page errors are printed, not counted.
/* global document, window */
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:8080', ...extra] = process.argv.slice(2);
const host = new URL(base).hostname;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
  console.error(`csp-check: refusing ${base}: only loopback targets`);
  process.exit(2);
}

const api = async (path) => {
  const res = await fetch(new URL(path, base));
  return res.ok ? res.json() : null;
};
const arrivals = await api('/api/v1/new/arrival/?page_size=1');
const product = arrivals?.results?.[0];
const pages = [
  '/',
  '/search?q=rice',
  '/cart',
  '/login',
  '/signup',
  '/forgetpassword',
  '/wishlist',
  '/viewallfy',
  '/Viewallna',
  '/no/such/page',
  '/api/docs',
  ...(product ? [`/product/${product.slug}`] : []),
  ...extra,
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
const violations = [];
const otherErrors = [];
try {
  for (const path of pages) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.exposeFunction('__cspViolation', (v) => violations.push({ page: path, ...v }));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__cspViolation({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
      });
    });
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      if (/Content Security Policy/i.test(m.text())) violations.push({ page: path, console: m.text() });
      else otherErrors.push(`${path}: ${m.text()}`);
    });
    page.on('pageerror', (e) => otherErrors.push(`${path}: ${String(e)}`));
    await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle', timeout: 30_000 });
    await page.waitForTimeout(300);
    await page.close();
  }
} finally {
  await browser.close();
}
const distinct = [...new Set(otherErrors)];
if (distinct.length) console.log(`other page errors (not CSP):\n  ${distinct.slice(0, 20).join('\n  ')}`);
console.log(`csp-check: ${pages.length} pages, ${violations.length} CSP violations`);
for (const v of violations) console.log('  ' + JSON.stringify(v));
process.exit(violations.length ? 1 : 0);
