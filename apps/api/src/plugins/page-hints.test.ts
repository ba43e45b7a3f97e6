import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../paths';
import { PAGE_CHUNKS, pageNeeds } from './page-hints';

const WEB = path.resolve(API_ROOT, '../web');

describe('page hints', () => {
  it('name page modules that exist, so renaming a page fails here instead of hinting nothing', () => {
    const missing = Object.values(PAGE_CHUNKS).filter((chunk) => !existsSync(path.join(WEB, chunk)));
    expect(missing).toEqual([]);
  });

  it('hint the page chunk and first reads of each server-rendered page, and nothing for others', () => {
    const at = (p: string) => pageNeeds(new URL(p, 'http://shop.test'));
    expect(at('/')?.fetches).toEqual(['/home/data/', '/category/featured/']);
    expect(at('/product/basmati-rice-5kg')?.fetches).toEqual(['/product/detail/basmati-rice-5kg/']);
    expect(at('/viewallca/3/')?.chunk).toBe(PAGE_CHUNKS.category);
    expect(at('/search?query=rice')?.fetches).toContain('/category/featured/');
    // Every page is rendered now (issue 24): a form or a page behind a login gets its chunk, no reads.
    expect(at('/checkout')).toEqual({ chunk: PAGE_CHUNKS.checkout, fetches: [] });
    expect(at('/login')).toEqual({ chunk: PAGE_CHUNKS.login, fetches: [] });
    expect(at('/no-such-page')).toBeUndefined();
    expect(at('/product/%E0%A4')).toBeUndefined();
  });
});
