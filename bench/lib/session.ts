import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS } from './storefront';

/** The demo customer the seed makes (README). */
export const DEMO_CUSTOMER = { login: '9800000001', password: 'Demo@1234' };

export interface SessionBrowser {
  port: number;
  /** Empties the HTTP cache, the service worker and its caches, keeping the session and the cart. */
  beforeRun: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A Chromium signed in as the demo customer with one product in the cart, for Lighthouse to measure
 * the pages a customer sees (checkout, orders, profile…): Lighthouse connects to it by port and keeps
 * its storage, where the storefront remembers the session and the cart. Before each run everything a
 * first visit would not have cached is emptied, so a signed-in page is measured as loaded afresh.
 */
export async function signedInBrowser(base: string, chromePath: string): Promise<SessionBrowser> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const origin = new URL(base).origin;
  try {
    await page.setViewport({ width: 412, height: 915, isMobile: true, hasTouch: true });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.locator('input[autocomplete="username"]').fill(DEMO_CUSTOMER.login);
    await page.locator('input[autocomplete="current-password"]').fill(DEMO_CUSTOMER.password);
    // Enter in the password field submits the login form (the header's search is a form too).
    await page.locator('input[autocomplete="current-password"]').click();
    await page.keyboard.press('Enter');
    // Signed in: the login page has sent the shopper on.
    await page.waitForFunction("!location.pathname.startsWith('/login')", { timeout: 30_000 });
    await page.goto(`${base}/`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.locator('::-p-aria([name="Add To Cart"][role="button"])').setTimeout(30_000).click();
    await page.waitForFunction(
      'Number(document.querySelector(\'[data-testid="cart-count"]\')?.textContent ?? 0) > 0',
      { timeout: 30_000 },
    );
  } catch (error) {
    await browser.disconnect();
    chrome.kill();
    throw error;
  }
  const session = await page.createCDPSession();
  return {
    port: chrome.port,
    beforeRun: async () => {
      await session.send('Network.clearBrowserCache');
      await session.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'service_workers,cache_storage',
      });
    },
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}
