import { describe, expect, it } from 'vitest';
import { matchPage, matchRoute, PAGE_ROUTES, PERSONAL_PAGES, SERVER_RENDERED_PAGES } from './page-routes';

describe('page routes', () => {
  it('matches literal and parameter segments, with or without a trailing slash', () => {
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/cart', '/cart/')).toEqual({});
    expect(matchRoute('/product/:slug', '/product/basmati-rice-5kg')).toEqual({ slug: 'basmati-rice-5kg' });
    expect(matchRoute('/product/:slug', '/product/%E0%A4%86%E0%A4%B2%E0%A5%81')).toEqual({ slug: 'आलु' });
  });

  it('refuses other addresses and malformed ones', () => {
    expect(matchRoute('/', '//')).toBeNull();
    expect(matchRoute('/product/:slug', '/product//x')).toBeNull();
    expect(matchRoute('/product/:slug', '/product/')).toBeNull();
    expect(matchRoute('/product/:slug', '/product/%E0%A4')).toBeNull();
    expect(matchRoute('/Viewallna', '/viewallna')).toBeNull();
    expect(matchRoute('/cart', 'cart')).toBeNull();
  });

  it('finds the server-rendered page of an address', () => {
    expect(matchPage(SERVER_RENDERED_PAGES, '/viewallca/12')).toEqual({
      page: 'category',
      params: { categoryId: '12' },
    });
    expect(matchPage(SERVER_RENDERED_PAGES, '/detail/x')?.page).toBe('detail');
    expect(matchPage(SERVER_RENDERED_PAGES, PAGE_ROUTES.checkout)?.page).toBe('checkout');
    expect(matchPage(SERVER_RENDERED_PAGES, '/no-such-page')).toBeNull();
  });

  it('renders every page a shopper can land on at the server (issue 24)', () => {
    expect([...SERVER_RENDERED_PAGES].sort()).toEqual(Object.keys(PAGE_ROUTES).sort());
  });

  it('renders only pages behind a login with the shopper’s own data (decision 045)', () => {
    for (const page of PERSONAL_PAGES) expect(SERVER_RENDERED_PAGES).toContain(page);
    expect(PERSONAL_PAGES).not.toContain('home');
    expect(PERSONAL_PAGES).not.toContain('cart');
  });
});
