// Takes screenshots of pages of a running shop with Debian's Chromium:
//   node scripts/screenshot.mjs http://127.0.0.1:8080/ out.png [width] [height]
import { chromium } from '@playwright/test';

const [url = 'http://127.0.0.1:8080/', out = 'screenshot.png', width = '1280', height = '900'] =
  process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const errors = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
if (errors.length) console.log('page errors:\n' + errors.join('\n'));
await browser.close();
