import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, devices, expect, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from './session';

export interface InpStep {
  step: string;
  /** The slowest interaction of this step, as web-vitals measures INP (input delay to next paint). */
  ms: number | null;
}

export interface InpJourney {
  cpuSlowdown: number;
  steps: InpStep[];
  /** The page's INP at the end of the journey (web-vitals `onINP`), and the slowest step. */
  inpMs: number | null;
  maxMs: number | null;
  error?: string;
}

const require = createRequire(import.meta.url);

/**
 * Interaction to Next Paint on a shopper's journey, on a phone emulated at `cpuSlowdown` (the mid-tier
 * multiplier from calibrate.ts): signed in as the demo customer, from the home page: add to cart,
 * open the cart, change the quantity, open checkout. web-vitals (its own build, injected before the
 * storefront's scripts) reports every interaction; each step's figure is the longest one it made.
 */
export async function inpJourney(base: string, chromePath: string, cpuSlowdown: number): Promise<InpJourney> {
  // The package exports no path to its IIFE build, which lies beside the CommonJS one.
  const webVitals = readFileSync(
    path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'),
    'utf8',
  );
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const steps: InpStep[] = [];
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    // Signed in, with the cart empty, before the measured page load.
    await page.goto(`${base}/login`);
    await page.getByRole('textbox', { name: 'Username or email address' }).fill(DEMO_CUSTOMER.login);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Signed in once the login page has gone and the session is stored (on a phone the header's
    // Logout sits under its Menu, so the header is no sign).
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
    // A string, run in the page: the bench is compiled without the DOM's types. Polled with evaluate:
    // waitForFunction compiles its predicate in the page, which the shop's CSP (no 'unsafe-eval') forbids.
    await expect
      .poll(
        () =>
          page.evaluate<boolean>(`(() => {
            const auth = localStorage.getItem('persist:auth');
            return auth !== null && JSON.parse(JSON.parse(auth).access) !== null;
          })()`),
        { timeout: 60_000 },
      )
      .toBe(true);

    await context.addInitScript(
      `${webVitals}
      window.__inp = { value: 0, longest: [] };
      webVitals.onINP((metric) => {
        window.__inp.value = metric.value;
      }, { reportAllChanges: true, durationThreshold: 0 });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.interactionId) window.__inp.longest.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });`,
    );
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}/`);
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    const step = async (name: string, act: (p: Page) => Promise<void>) => {
      await page.evaluate('window.__inp.longest = []');
      await act(page);
      // Event timing entries arrive after the next paint: wait for two frames and a quiet moment.
      await page.evaluate(
        'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300))))',
      );
      const longest = await page.evaluate<number[]>('window.__inp.longest');
      steps.push({ step: name, ms: longest.length ? Math.round(Math.max(...longest)) : null });
    };

    await step('add to cart', async (p) => {
      await p.getByTestId('product-card').first().getByRole('button', { name: 'Add To Cart' }).click();
      await expect(p.getByTestId('cart-count')).toContainText('1');
    });
    await step('open cart', async (p) => {
      await p.getByRole('link', { name: /^Cart/ }).first().click();
      await expect(p.getByRole('button', { name: 'Increase quantity' }).first()).toBeVisible();
    });
    await step('change quantity', async (p) => {
      // One more than before: the demo customer's cart may already hold the product (the signed-in
      // Lighthouse pages put one there, and a login merges the server's cart).
      const quantity = p.getByRole('status', { name: 'Quantity' }).first();
      const before = Number(await quantity.textContent());
      await p.getByRole('button', { name: 'Increase quantity' }).first().click();
      await expect(quantity).toHaveText(String(before + 1));
    });
    await step('open checkout', async (p) => {
      await p.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect(p.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    });
    // web-vitals reports INP when the page is hidden.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.evaluate(`
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));`);
    const inp = await page.evaluate<number>('window.__inp.value');
    const measured = steps.map((s) => s.ms).filter((v): v is number => v !== null);
    return {
      cpuSlowdown,
      steps,
      inpMs: inp ? Math.round(inp) : null,
      maxMs: measured.length === steps.length ? Math.max(...measured) : null,
    };
  } catch (error) {
    return {
      cpuSlowdown,
      steps,
      inpMs: null,
      maxMs: null,
      error: error instanceof Error ? error.message.slice(0, 300) : String(error),
    };
  } finally {
    await browser.close();
  }
}
