import { expect, type Browser, test } from '@playwright/test';

// The text drawn before Mukta arrives takes the room Mukta will take (styles/shop-font.css, 'Mukta
// Fallback'), so the font's swap moves nothing: checkout's address lines shifted by 0.29 CLS when the
// device's sans-serif stood in with its own widths and line heights.

interface TextBox {
  text: string;
  width: number;
  height: number;
  top: number;
}

async function textBoxes(browser: Browser, url: string, withShopFont: boolean): Promise<TextBox[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  if (!withShopFont) await page.route(/mukta[^/]*\.woff2?$/, (route) => route.abort());
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, p, button, a, label, span')]
      .filter((el) => el.children.length === 0 && el.textContent?.trim())
      .map((el) => {
        const box = el.getBoundingClientRect();
        return {
          text: el.textContent!.trim().slice(0, 30),
          width: box.width,
          height: box.height,
          top: box.top,
        };
      })
      .filter((box) => box.width > 0)
      .slice(0, 40),
  );
  await context.close();
  return boxes;
}

for (const route of ['/', '/login']) {
  test(`${route}: the stand-in face takes Mukta's room, so the swap moves no text`, async ({
    browser,
    baseURL,
  }) => {
    const before = await textBoxes(browser, `${baseURL}${route}`, false);
    const after = await textBoxes(browser, `${baseURL}${route}`, true);
    expect(before.map((box) => box.text)).toEqual(after.map((box) => box.text));
    expect(before.length).toBeGreaterThan(10);
    for (const [i, box] of before.entries()) {
      const swapped = after[i]!;
      // Lines keep their place and height to the pixel; widths differ by a few per cent at most
      // (Arial's letters are not Mukta's letters, only the same size on average).
      expect.soft(Math.abs(box.top - swapped.top), `top of "${box.text}"`).toBeLessThanOrEqual(1);
      expect.soft(Math.abs(box.height - swapped.height), `height of "${box.text}"`).toBeLessThanOrEqual(1);
      expect
        .soft(Math.abs(box.width - swapped.width), `width of "${box.text}"`)
        .toBeLessThanOrEqual(Math.max(4, swapped.width * 0.08));
    }
  });
}
