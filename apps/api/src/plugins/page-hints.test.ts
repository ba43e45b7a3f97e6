import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../paths';
import { makePageHints, PAGE_CHUNKS, PAGE_LOADERS, pageNeeds } from './page-hints';

const WEB = path.resolve(API_ROOT, '../web');

describe('page hints', () => {
  it('name page modules that exist, so renaming a page fails here instead of hinting nothing', () => {
    const missing = [...Object.values(PAGE_CHUNKS), PAGE_LOADERS].filter(
      (chunk) => !existsSync(path.join(WEB, chunk)),
    );
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

  it('send the page loaders with every page but the home page, whose module boot imports itself', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'page-hints-'));
    try {
      mkdirSync(path.join(dist, '.vite'));
      const manifest = {
        'index.html': { file: 'assets/index.js', isEntry: true },
        'src/boot.tsx': { file: 'assets/boot.js', imports: ['_framework.js'] },
        '_framework.js': { file: 'assets/framework.js' },
        [PAGE_LOADERS]: { file: 'assets/page-loaders.js' },
        [PAGE_CHUNKS.home]: { file: 'assets/home-page.js', imports: ['_framework.js'] },
        [PAGE_CHUNKS.login]: { file: 'assets/login-page.js', imports: ['_framework.js'] },
      };
      writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
      const hints = makePageHints(dist);
      const scripts = (p: string) => hints.scripts(new URL(p, 'http://shop.test'));
      expect(scripts('/')).toEqual(['/assets/boot.js', '/assets/framework.js', '/assets/home-page.js']);
      expect(scripts('/login')).toEqual([
        '/assets/boot.js',
        '/assets/framework.js',
        '/assets/page-loaders.js',
        '/assets/login-page.js',
      ]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
