// The console screenshots of README's "Running the shop" (docs/screenshots/console-*.png).
//
//   npm run build && npx tsx scripts/console-screenshots.ts [port]
//
// Starts the built demo shop on a fresh embedded database, walks a morning of it through the API
// (the demo customer orders; staff pack and hand to the demo rider; the rider delivers one), then logs
// in as the demo admin and the demo rider with Debian's Chromium and writes one small PNG per screen.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';

const PORT = Number(process.argv[2] ?? process.env.PORT ?? 8104);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = path.resolve('docs/screenshots');
/** README pages stay light: every picture at most this many bytes. */
const MAX_BYTES = 200 * 1024;

const ADMIN = { login: 'admin@kandamul.com.np', password: 'Admin@1234' };
const STAFF = { login: 'staff@kandamul.com.np', password: 'Staff@1234' };
const RIDER = { login: 'rider@kandamul.com.np', password: 'Rider@1234' };
const CUSTOMER = { login: '9800000001', password: 'Demo@1234' };

type Json = Record<string, unknown>;

async function call<T = Json>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}/api/v1${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function logIn(who: { login: string; password: string }) {
  const body = await call<{ access_token: string; user_id: number }>('POST', '/login/', undefined, {
    phone_or_email: who.login,
    password: who.password,
  });
  return { token: body.access_token, id: Number(body.user_id) };
}

function startShop(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO: 'true',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForShop(): Promise<void> {
  // A new embedded database is created and seeded first: minutes on a busy machine.
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/v1/health/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the demo shop did not start');
}

/** A morning of the demo shop: orders to pack, one packed, one with the rider, one delivered for cash. */
async function morning() {
  const customer = await logIn(CUSTOMER);
  const staff = await logIn(STAFF);
  const rider = await logIn(RIDER);
  const [address] = await call<{ id: number }[]>('GET', '/order/address/list/', customer.token);
  const { results } = await call<{ results: { id: number; total_available_quantity: number }[] }>(
    'GET',
    '/products/?page_size=40',
  );
  const inStock = results.filter((p) => p.total_available_quantity >= 10);
  const orders: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const lines = inStock.slice(i * 3, i * 3 + 3);
    const placed = await call<{ order_id: number }>('POST', '/checkout/', customer.token, {
      product_id: lines.map((p) => p.id),
      qtys: lines.map((_, j) => 1 + ((i + j) % 3)),
      location: address!.id,
    });
    orders.push(placed.order_id);
  }
  const move = (id: number, body: Json, token = staff.token) =>
    call('POST', `/admin/orders/${id}/status/`, token, body);
  // Two delivered (cash to settle), one with the rider, one packed; the last waits on the pick list.
  for (const id of orders.slice(0, 3)) {
    await move(id, { status: 'Packed' });
    await move(id, { status: 'Out for Delivery', rider_id: rider.id });
  }
  await move(orders[0]!, { status: 'Delivered' }, rider.token);
  await move(orders[1]!, { status: 'Delivered' }, rider.token);
  await move(orders[3]!, { status: 'Packed' });
  return { delivered: orders[0]!, onTheWay: orders[2]! };
}

async function consoleLogIn(page: Page, who: { login: string; password: string }) {
  await page.goto(`${BASE}/admin`);
  await page.getByRole('textbox', { name: 'Username' }).fill(who.login);
  await page.locator('input[name=password]').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // In once the login form is gone and the first screen has its data.
  await page.locator('input[name=password]').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
}

/** Writes a screen as a PNG of at most MAX_BYTES (a palette PNG when the full-colour one is bigger). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  let png = await page.screenshot({ type: 'png' });
  for (const colours of [256, 128, 64]) {
    if (png.length <= MAX_BYTES) break;
    png = await sharp(png).png({ palette: true, colours, compressionLevel: 9 }).toBuffer();
  }
  if (png.length > MAX_BYTES) throw new Error(`${name}: ${png.length} bytes is over ${MAX_BYTES}`);
  writeFileSync(path.join(OUT, `${name}.png`), png);
  console.log(`${name}.png ${(png.length / 1024).toFixed(0)} KB`);
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kandamul-shots-'));
  const shop = startShop(dataDir);
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
  try {
    await waitForShop();
    const { delivered } = await morning();

    const desk = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await consoleLogIn(desk, ADMIN);
    await shoot(desk, 'console-dashboard');
    await desk.goto(`${BASE}/admin/pick-list`);
    await shoot(desk, 'console-pick-list');
    await desk.goto(`${BASE}/admin/orders`);
    await shoot(desk, 'console-orders');
    // Tall enough for the order's lines and its whole timeline.
    await desk.setViewportSize({ width: 1366, height: 1200 });
    await desk.goto(`${BASE}/admin/orders/${delivered}/show`);
    await desk.getByRole('heading', { name: 'Timeline' }).waitFor();
    await shoot(desk, 'console-order');
    await desk.setViewportSize({ width: 1366, height: 800 });
    await desk.goto(`${BASE}/admin/cash`);
    await shoot(desk, 'console-cash');
    await desk.goto(`${BASE}/admin/products`);
    await shoot(desk, 'console-products');
    await desk.goto(`${BASE}/admin/stock-count`);
    await shoot(desk, 'console-stock-count');
    await desk.goto(`${BASE}/admin/slots`);
    await shoot(desk, 'console-slots');

    // The rider's phone.
    const phone = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await consoleLogIn(phone, RIDER);
    await phone.getByText('Sita Sharma').first().waitFor();
    await shoot(phone, 'console-rider-deliveries');
  } finally {
    await browser.close();
    shop.kill('SIGTERM');
    await new Promise((r) => shop.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
