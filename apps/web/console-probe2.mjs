import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const p = await b.newPage({ viewport: { width: Number(process.env.W ?? 1280), height: 800 } });
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 800)));
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 800)));
p.on('response', (r) => { if (r.status() >= 400) console.log('status', r.status(), r.url()); });
await p.goto('http://127.0.0.1:8191/admin');
await p.locator('input[name=username]').fill(process.env.WHO ?? 'staff@kandamul.com.np');
await p.locator('input[name=password]').fill(process.env.PW ?? 'Staff@1234');
await p.locator('button[type=submit]').click();
await p.waitForTimeout(4000);
if (process.env.GO) { await p.goto('http://127.0.0.1:8191/admin' + process.env.GO); await p.waitForTimeout(4000); }
console.log(p.url());
console.log((await p.locator('body').innerText()).slice(0, 1500));
await p.screenshot({ path: '/tmp/console-shot.png', fullPage: true });
await b.close();
