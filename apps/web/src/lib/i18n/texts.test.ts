import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

const SRC = path.resolve(import.meta.dirname, '../..');
const LAZY = ['account', 'cart', 'checkout', 'orders'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('English texts that load with their pages', () => {
  it('are registered by every module that shows them, or it would show raw keys', () => {
    const missing = sources(SRC).flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return LAZY.filter(
        (ns) => code.includes(`useTranslation('${ns}')`) && !code.includes(`lib/i18n/texts/${ns}'`),
      ).map((ns) => `${path.relative(SRC, file)} uses '${ns}'`);
    });
    expect(missing).toEqual([]);
  });

  it('are there once their module has loaded', async () => {
    await import('./texts/orders');
    expect(translate('orders', 'title')).not.toBe('title');
  });
});
