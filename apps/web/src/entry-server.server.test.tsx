import { type Address, type HomeData, sampleProduct } from '@kandamul/domain';
import { executionAsyncId } from 'node:async_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageAddress, pageVariant, renderPage } from './entry-server';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Kandamul</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const home: HomeData = {
  banners: [{ id: 1, image: '/media/catalog/banner-1.webp', title: 'Fresh vegetables' }],
  today_special: [
    sampleProduct({ id: 1, slug: 'ghee-1l', title: 'Cow ghee 1 L' }),
    // What a shop owner may type; it must reach the page as text, never as markup or a pattern.
    sampleProduct({ id: 2, slug: 'odd', title: 'Rice $& beans </script><script>alert(1)</script>' }),
  ],
  new_arrival: [],
  categories: [],
};

/** The API as the server's in-process fetch answers it; anything else is a 404. */
function api(routes: Record<string, unknown>, seen: string[] = []) {
  const fetchStub = async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    seen.push(url.pathname + url.search);
    const body = routes[url.pathname + url.search] ?? routes[url.pathname];
    return new Response(JSON.stringify(body ?? { code: 'NOT_FOUND', message: 'No such product.' }), {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { origin: 'http://shop.test', fetch: fetchStub as typeof fetch };
}

const catalogue = { '/api/v1/home/data/': home, '/api/v1/category/featured/': { data: { results: [] } } };

function stateOf(html: string) {
  const json = /<script id="kd-server-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json!) as { mode: string; language: string; viewport: string; api: { queries: object } };
}

describe('renderPage (the server render)', () => {
  // The pages after the home page are modules the home page's code does not import: compiled here once
  // (the cart page brings most of what they share), not inside the first test that renders one.
  beforeAll(() => import('./app/page-loaders').then((pages) => pages.cart()), 60_000);

  it('renders the home page with its products, styles and data, and preloads the banner', async () => {
    const seen: string[] = [];
    const page = await renderPage(TEMPLATE, { url: '/', serverFetch: api(catalogue, seen) });
    expect(page).toBeDefined();
    const { html, links } = page!;
    expect(seen).toEqual(expect.arrayContaining(['/api/v1/home/data/', '/api/v1/category/featured/']));
    // The products are in the HTML itself, drawn by the shop's stylesheet (index.html links it): the
    // page carries no style elements of its own (none to serialise, none for hydration to match).
    expect(html).toContain('Cow ghee 1 L');
    expect(html).toContain('class="kd-card kd-product-card"');
    expect(html).not.toMatch(/<style[\s>]/);
    // The data goes along, so hydration does not fetch it again.
    expect(Object.keys(stateOf(html).api.queries)).toEqual(
      expect.arrayContaining(['getHomeData(undefined)', 'getFeaturedCategories(undefined)']),
    );
    expect(links).toContain('</media/catalog/banner-1.webp>; rel=preload; as=image; fetchpriority=high');
  });

  it("preloads a banner's phone copy by its srcset in the head, where a Link header cannot say it", async () => {
    const [first, ...rest] = home.banners;
    const withSmall = {
      ...home,
      banners: [{ ...first!, image_small: '/media/catalog/banner-1-small.webp' }, ...rest],
    };
    const fetched = { ...catalogue, '/api/v1/home/data/': withSmall };
    const { html, links } = (await renderPage(TEMPLATE, { url: '/', serverFetch: api(fetched) }))!;
    expect(links.join()).not.toContain('banner-1');
    const preload = /<link rel="preload"[^>]*banner-1-small\.webp 800w[^>]*>/i.exec(html)?.[0];
    expect(preload).toMatch(/as="image"/);
    expect(preload).toMatch(/imagesizes="\(min-width: 1280px\) 1232px, calc\(100vw - 24px\)"/i);
    expect(preload).toMatch(/fetchpriority="high"/i);
    // Ahead of everything else the page has, but after the viewport: read before it, a phone's preload
    // scanner takes the page as 980 px wide and picks the 1600 px copy.
    expect(html.indexOf(preload!)).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf(preload!)).toBeGreaterThan(html.indexOf('<meta name="viewport"'));
  });

  it('keeps a title with "$&" and "</script>" as text, in the page and in its data', async () => {
    const { html } = (await renderPage(TEMPLATE, { url: '/', serverFetch: api(catalogue) }))!;
    expect(html).toContain('Rice $&amp; beans &lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    // The data element is closed only by its own end tag, and the title survives it intact.
    const titles = JSON.stringify(stateOf(html));
    expect(titles).toContain('Rice $& beans </script><script>alert(1)</script>');
  });

  it('renders in the shopper’s language and theme, from their cookie', async () => {
    const { html } = (await renderPage(TEMPLATE, {
      url: '/',
      cookie: 'other=1; kd_prefs=dark.ne; kd_cart=0',
      serverFetch: api(catalogue),
    }))!;
    expect(html).toContain('<html lang="ne"');
    expect(html).toContain('कन्दमूल विशेष'); // 'Kandamul Special' in Nepali
    expect(stateOf(html)).toMatchObject({ mode: 'dark', language: 'ne', calendar: 'AD' });
    // The dark mode's class, which turns the shop's stylesheet dark from the first paint.
    expect(html).toContain('<html lang="ne" class="kd-dark"');
  });

  it('lays a phone’s page out for a phone: two products to a carousel page', async () => {
    const phone = await renderPage(TEMPLATE, {
      url: '/',
      userAgent: 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36',
      serverFetch: api(catalogue),
    });
    expect(stateOf(phone!.html).viewport).toBe('mobile');
    expect(phone!.html).toContain('grid-template-columns:repeat(2, minmax(0, 1fr))');
    const desktop = await renderPage(TEMPLATE, { url: '/', mobileHint: '?0', serverFetch: api(catalogue) });
    expect(desktop!.html).toContain('grid-template-columns:repeat(6, minmax(0, 1fr))');
  });

  it('renders an empty cart, but leaves a cart with items to the browser, which has it', async () => {
    const empty = await renderPage(TEMPLATE, { url: '/cart', serverFetch: api(catalogue) });
    expect(empty!.html).toContain('Your cart is empty');
    expect(
      await renderPage(TEMPLATE, { url: '/cart', cookie: 'kd_cart=1', serverFetch: api(catalogue) }),
    ).toBe(undefined);
  });

  it('renders the forms a shopper lands on, with their fields, in the server’s HTML', async () => {
    const login = await renderPage(TEMPLATE, { url: '/login', serverFetch: api(catalogue) });
    expect(login!.html).toContain('Username or email address');
    expect(login!.html).toMatch(
      /<input[^>]+autoComplete="current-password"|<input[^>]+autocomplete="current-password"/i,
    );
    const signup = await renderPage(TEMPLATE, { url: '/signup', serverFetch: api(catalogue) });
    expect(signup!.html).toMatch(/<form/);
    const forgot = await renderPage(TEMPLATE, { url: '/forgetpassword', serverFetch: api(catalogue) });
    expect(forgot!.html).toMatch(/<form/);
  });

  it('renders the pages behind a login, and those that need the navigation’s state, as their skeleton', async () => {
    for (const url of ['/checkout', '/orders', '/profile', '/edit-profile', '/wishlist', '/changepassword']) {
      const page = await renderPage(TEMPLATE, { url, serverFetch: api(catalogue) });
      expect(page, url).toBeDefined();
      // The layout (header, footer) and the page's skeleton: never a visitor's page or a redirect.
      expect(page!.html, url).toContain('aria-busy="true"');
      expect(page!.html, url).toContain('id="main"');
    }
    // Not a page of the shop's table: the browser's.
    expect(await renderPage(TEMPLATE, { url: '/profile/orders', serverFetch: api(catalogue) })).toBe(
      undefined,
    );
  });

  it('renders the code screens as a visit without a phone or e-mail ends (the signup form), and leaves a reload of an open one to the browser', async () => {
    for (const url of ['/otpverify', '/otpverifys']) {
      const landing = await renderPage(TEMPLATE, { url, serverFetch: api(catalogue) });
      expect(landing!.html, url).toMatch(/<form/);
      // The signup form's own field, which the code screen does not have.
      expect(landing!.html, url).toMatch(/<input[^>]+autocomplete="given-name"/i);
      expect(landing!.html, url).not.toContain('aria-busy="true"');
      // The code screen open in this browser with its phone or e-mail (a cookie sent with its path only).
      const reload = { url, serverFetch: api(catalogue), cookie: 'kd_otp=1' };
      expect(await renderPage(TEMPLATE, reload), url).toBe(undefined);
      expect(pageVariant({ cookie: reload.cookie })).not.toBe(pageVariant({}));
    }
  });

  it('renders /checkout and /wishlist from the signed-in shopper’s server cart, addresses and wishlist', async () => {
    const rice = sampleProduct({ id: 11, slug: 'rice', title: 'Basmati Rice 5 kg' });
    const tea = sampleProduct({ id: 12, slug: 'tea', title: 'Ilam Tea 500 g' });
    const address: Address = {
      id: 5,
      address_type: 0,
      location: 'Shankhamul Marg',
      land_mark: '',
      province: { id: 3, name: 'Bagmati', name_ne: 'बागमती' },
      district: { id: 27, name: 'Kathmandu', name_ne: 'काठमाडौं' },
      municipality: { id: 1, name: 'Kathmandu', name_ne: 'काठमाडौं' },
      nearest_branch: { id: 1, name: 'New Baneshwor' },
      full_name: 'Sita Sharma',
      phone: '9800000001',
      is_default: true,
    };
    const bearer = 'Bearer render-token';
    const bodies: unknown[] = [];
    const fetchStub = async (input: string | URL | Request, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const { pathname, search } = new URL(request.url);
      const personal: Record<string, unknown> = {
        '/api/v1/cart/': { items: [{ product_id: 11, quantity: 2, product: rice }], version: 3 },
        '/api/v1/order/address/list/': [address],
        '/api/v1/delivery/slots/?address_id=5': { slots: [] },
        '/api/v1/order/calculate-delivery-charge/': {
          data: { delivery_info: { delivery_charge: 0, delivery_time: 'Same day', distance: 2 } },
        },
        '/api/v1/list/wishlist/': { results: [{ id: 9, item: tea }] },
      };
      const key = pathname + search in personal ? pathname + search : pathname;
      if (!(key in personal)) return Response.json({}, { status: 404 });
      if (request.headers.get('authorization') !== bearer) return new Response('{}', { status: 401 });
      if (request.method === 'POST') bodies.push(await request.json());
      return Response.json(personal[key]);
    };
    const serverFetch = { origin: 'http://shop.test', fetch: fetchStub as typeof fetch };
    const session = { userId: 7, access: 'render-token' };

    const checkout = await renderPage(TEMPLATE, { url: '/checkout', serverFetch, session });
    expect(checkout!.html).toContain('Basmati Rice 5 kg × 2');
    expect(checkout!.html).toContain('Shankhamul Marg');
    expect(checkout!.html).not.toContain('aria-busy="true"');
    // The delivery charge was read for the preselected address and the cart's lines, as the page asks.
    expect(bodies).toEqual([{ address_id: 5, cart_items: [{ product_id: 11, quantity: 2 }] }]);
    const state = stateOf(checkout!.html) as unknown as {
      session: { user_id: string; cart: { items: { id: number; quantity: number }[] } };
    };
    expect(state.session.user_id).toBe('7');
    expect(state.session.cart.items).toMatchObject([{ id: 11, quantity: 2 }]);
    expect(checkout!.html).not.toContain('render-token');

    const wishlist = await renderPage(TEMPLATE, { url: '/wishlist', serverFetch, session });
    expect(wishlist!.html).toContain('Ilam Tea 500 g');
    expect(wishlist!.html).not.toContain('aria-busy="true"');
    expect(stateOf(wishlist!.html)).toMatchObject({
      session: { user_id: '7', wishlist: { items: [{ id: 12 }] } },
    });

    // A visitor's checkout and wishlist: the skeleton, and nothing read of anyone's.
    for (const url of ['/checkout', '/wishlist']) {
      const visitor = await renderPage(TEMPLATE, { url, serverFetch });
      expect(visitor!.html, url).toContain('aria-busy="true"');
      expect(visitor!.html, url).not.toMatch(/Basmati|Ilam Tea|Shankhamul/);
    }
  });

  it('renders /orders, /profile and /edit-profile with the signed-in shopper’s own data, reading with the render’s bearer', async () => {
    const order = {
      id: 1,
      tracking_id: 'KDM-261120-AAAAAA',
      created_at: '2026-11-20T04:15:00.000Z',
      total: 1651,
      subtotal: 1651,
      discount: 50,
      delivery_charge: 50,
      order_status: 'Order Processing',
      payment_completed: false,
      payment_method: 'cod',
      lines: [
        { product_id: 11, slug: 'rice', title: 'Basmati Rice 5 kg', quantity: 2, price: 750, image: '' },
      ],
    };
    const profile = {
      data: {
        user: { first_name: 'Sita', last_name: 'Sharma', email: 'sita@example.com', phone: '9800000001' },
        profile: { date_of_birth: null, gender: '', image: null },
      },
    };
    // The personal reads answer only with the render's bearer, as the API does.
    const bearer = 'Bearer render-token';
    const fetchStub = async (input: string | URL | Request) => {
      const request = input instanceof Request ? input : new Request(String(input));
      const { pathname } = new URL(request.url);
      const personal: Record<string, unknown> = {
        '/api/v1/order/list/': { count: 1, next: null, previous: null, results: [order] },
        '/api/v1/profile/': profile,
        '/api/v1/profile/pan/': { pan: null },
        '/api/v1/profile/alerts/': { data: [] },
        '/api/v1/profile/preferences/': { data: { sms: true, email: true } },
      };
      if (pathname in personal) {
        if (request.headers.get('authorization') !== bearer) return new Response('{}', { status: 401 });
        return Response.json(personal[pathname]);
      }
      return Response.json((catalogue as Record<string, unknown>)[pathname] ?? {}, { status: 200 });
    };
    const serverFetch = { origin: 'http://shop.test', fetch: fetchStub as typeof fetch };
    const session = { userId: 7, access: 'render-token' };

    const orders = await renderPage(TEMPLATE, { url: '/orders', serverFetch, session });
    expect(orders!.html).toContain('KDM-261120-AAAAAA');
    expect(orders!.html).not.toContain('aria-busy="true"');
    // Who it was rendered for goes with the page; the token never does.
    expect(stateOf(orders!.html)).toMatchObject({ session: { user_id: '7' } });
    expect(orders!.html).not.toContain('render-token');

    const profilePage = await renderPage(TEMPLATE, { url: '/profile', serverFetch, session });
    expect(profilePage!.html).toContain('Sita Sharma');
    expect(profilePage!.html).toContain('sita@example.com');
    expect(Object.keys(stateOf(profilePage!.html).api.queries)).toContain('getOrders(undefined)');
    expect(profilePage!.html).not.toContain('render-token');

    // The edit form, filled in: the first name in its field.
    const edit = await renderPage(TEMPLATE, { url: '/edit-profile', serverFetch, session });
    expect(edit!.html).toContain('sita@example.com');
    expect(edit!.html).not.toContain('aria-busy="true"');

    // Without a session, and on a page that is not personal, nothing of the shopper's.
    const visitor = await renderPage(TEMPLATE, { url: '/orders', serverFetch });
    expect(visitor!.html).toContain('aria-busy="true"');
    expect(visitor!.html).not.toContain('KDM-261120-AAAAAA');
    expect(stateOf(visitor!.html)).not.toHaveProperty('session');
    const home = await renderPage(TEMPLATE, { url: '/', serverFetch, session });
    expect(stateOf(home!.html)).not.toHaveProperty('session');
    expect(home!.html).not.toContain('render-token');
  });

  it('preloads an image named in Devanagari or with spaces by an address a header can carry', async () => {
    const named = {
      ...home,
      banners: [{ id: 1, image: '/media/uploads/सुन्तला ताजा (1).webp', title: 'Oranges' }],
    };
    const { links } = (await renderPage(TEMPLATE, {
      url: '/',
      serverFetch: api({ ...catalogue, '/api/v1/home/data/': named }),
    }))!;
    expect(links).toEqual([
      `<${encodeURI('/media/uploads/सुन्तला ताजा (1).webp')}>; rel=preload; as=image; fetchpriority=high`,
    ]);
    expect(links.join('')).toMatch(/^[\x20-\x7e]+$/);
  });

  it('leaves a page to the browser when a read failed for another reason than "not found"', async () => {
    const down = api({ '/api/v1/category/featured/': { data: { results: [] } } });
    const failing = { ...down, fetch: (async () => new Response('{}', { status: 503 })) as typeof fetch };
    expect(await renderPage(TEMPLATE, { url: '/', serverFetch: failing })).toBe(undefined);
  });

  it('renders the same page for an address with parameters the page does not read', () => {
    expect(pageAddress('/?utm_source=x')).toBe('/');
    expect(pageAddress('/search?query=%20basmati%20rice%20&page=3')).toBe('/search?query=basmati%20rice');
    expect(pageAddress('/search')).toBe('/search');
    expect(pageAddress('/product/ghee-1l?ref=sms')).toBe('/product/ghee-1l');
  });

  it('keeps a listing’s sorting and filters in its address, in one order, invalid values left out', () => {
    expect(pageAddress('/search?query=rice&sort=price_asc')).toBe('/search?query=rice&sort=price_asc');
    expect(pageAddress('/search?in_stock=1&utm=x&sort=newest&query=rice')).toBe(
      '/search?query=rice&sort=newest&in_stock=1',
    );
    expect(pageAddress('/search?query=rice&sort=cheapest&min_price=-5')).toBe('/search?query=rice');
    expect(pageAddress('/viewallca/4?organic=1&max_price=200')).toBe('/viewallca/4?organic=1&max_price=200');
    expect(pageAddress('/viewallfy?sort=price_desc')).toBe('/viewallfy?sort=price_desc');
    expect(pageAddress('/Viewallna?subcategory=7')).toBe('/Viewallna?subcategory=7');
    // A page that reads no listing options keeps none.
    expect(pageAddress('/?sort=price_asc')).toBe('/');
  });

  it('renders a sorted search with the sorting the address asks for', async () => {
    const seen: string[] = [];
    const url = pageAddress('/search?query=rice&sort=price_asc&ref=sms');
    await renderPage(TEMPLATE, { url, serverFetch: api(catalogue, seen) });
    const search = seen.filter((s) => s.startsWith('/api/v1/products/'));
    expect(search.length).toBeGreaterThan(0);
    expect(search.every((s) => /[?&]q=rice(&|$)/.test(s) && s.includes('sort=price_asc'))).toBe(true);
  });

  it('renders a sorted or filtered list as sorted and filtered, as the browser reads it (no #418)', () => {
    expect(pageAddress('/search?sort=price_asc&query=rice&utm=1')).toBe('/search?query=rice&sort=price_asc');
    expect(pageAddress('/viewallca/3?sort=price_desc&ref=x')).toBe('/viewallca/3?sort=price_desc');
    expect(pageAddress('/viewallfy?sort=price_asc')).toBe('/viewallfy?sort=price_asc');
    expect(pageAddress('/viewallca/3?sort=nonsense')).toBe('/viewallca/3');
  });

  it('renders a product the API does not know as the not-found page, with status 404', async () => {
    const page = await renderPage(TEMPLATE, { url: '/product/no-such-thing', serverFetch: api(catalogue) });
    expect(page!.status).toBe(404);
    expect(page!.html).toContain('Product not found.');
    expect(page!.html).toContain('Return to Shop');
  });

  it('tells variants apart by theme, language, calendar, cart and screen, and nothing else', () => {
    const base = pageVariant({});
    expect(pageVariant({ cookie: 'session=abc' })).toBe(base);
    expect(
      new Set([
        base,
        pageVariant({ cookie: 'kd_prefs=dark.en' }),
        pageVariant({ cookie: 'kd_prefs=light.ne' }),
        pageVariant({ cookie: 'kd_prefs=light.en.BS' }),
        pageVariant({ cookie: 'kd_cart=1' }),
        pageVariant({ mobileHint: '?1' }),
      ]).size,
    ).toBe(6);
    expect(pageVariant({ cookie: 'kd_prefs=light.en.AD' })).toBe(base);
  });

  it('leaves promise tracking off in the process (every API request would pay for it)', async () => {
    // A promise's continuation has an async id only while async hooks track promises, which an
    // AsyncLocalStorage turns on for good once used (Node 20): React's Node renderer uses one.
    const continuationId = async () => {
      await null;
      return executionAsyncId();
    };
    expect(await continuationId()).toBe(0);
    await renderPage(TEMPLATE, { url: '/', serverFetch: api(catalogue) });
    expect(await continuationId()).toBe(0);
  });
});
