import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartActions } from '../lib/state/cart-slice';
import { WRITE_DELAY_MS } from '../lib/state/persistence';
import { setLanguage } from '../lib/state/theme-slice';
import { makeStore, persistStore } from './store';

// Exactly what redux-persist 6 (the shop's persistence until now) stored for a cart of 2 tomatoes and
// a Nepali-reading, logged-in shopper: existing shoppers have this in their browsers.
const STORED_BY_REDUX_PERSIST = {
  'persist:cart':
    '{"items":"[{\\"id\\":3,\\"slug\\":\\"tomato-golbheda-1-kg\\",\\"title\\":\\"Tomato (Golbheda) 1 kg\\",\\"nepaliTitle\\":\\"गोलभेडा १ केजी\\",\\"category\\":\\"Vegetables\\",\\"image\\":\\"/media/catalog/tomato.webp\\",\\"sellingPricePaisa\\":12050,\\"markedPricePaisa\\":15000,\\"stock\\":40,\\"quantity\\":2}]","totalItems":"2","totalAmountPaisa":"24100","promo":"null","discountPaisa":"0","finalAmountPaisa":"24100","_persist":"{\\"version\\":-1,\\"rehydrated\\":true}"}',
  'persist:theme':
    '{"mode":"\\"light\\"","language":"\\"ne\\"","_persist":"{\\"version\\":-1,\\"rehydrated\\":true}"}',
  'persist:auth':
    '{"user_id":"\\"7\\"","access":"\\"a.b.c\\"","refresh":"null","_persist":"{\\"version\\":-1,\\"rehydrated\\":true}"}',
};

const tomato = {
  id: 3,
  slug: 'tomato-golbheda-1-kg',
  title: 'Tomato (Golbheda) 1 kg',
  nepaliTitle: 'गोलभेडा १ केजी',
  category: 'Vegetables',
  image: '/media/catalog/tomato.webp',
  sellingPricePaisa: 12050,
  markedPricePaisa: 15000,
  stock: 40,
};

function stored(key: string) {
  const raw = window.localStorage.getItem(key);
  if (!raw) return undefined;
  const fields = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.parse(v) as unknown]));
}

describe('persistStore', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('restores what redux-persist stored, synchronously, before anything renders', () => {
    for (const [key, value] of Object.entries(STORED_BY_REDUX_PERSIST))
      window.localStorage.setItem(key, value);
    const store = makeStore();
    persistStore(store);
    const state = store.getState();
    expect(state.cart).toMatchObject({
      items: [{ ...tomato, quantity: 2 }],
      totalItems: 2,
      finalAmountPaisa: 24100,
    });
    expect(state.cart.isLoading).toBe(false);
    expect(state.theme).toEqual({ mode: 'light', language: 'ne', calendar: 'AD' });
    expect(state.auth).toEqual({ user_id: '7', access: 'a.b.c', refresh: null });
    expect(state.wishlist.items).toEqual([]);
  });

  it('writes changes a moment later in the same shape, without request flags, and reads them back', () => {
    const store = makeStore();
    const persisted = persistStore(store);
    store.dispatch(cartActions.itemAdded({ item: tomato, quantity: 2 }));
    store.dispatch(setLanguage('ne'));
    expect(window.localStorage.getItem('persist:cart')).toBeNull();

    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(stored('persist:cart')).toEqual({
      items: [{ ...tomato, quantity: 2 }],
      totalItems: 2,
      totalAmountPaisa: 24100,
      promo: null,
      discountPaisa: 0,
      finalAmountPaisa: 24100,
      setAside: [],
      _persist: { version: -1, rehydrated: true },
    });
    expect(stored('persist:theme')).toMatchObject({ mode: 'light', language: 'ne' });
    // Slices that did not change are not written.
    expect(window.localStorage.getItem('persist:auth')).toBeNull();

    store.dispatch(cartActions.quantityUpdated({ id: 3, quantity: 5 }));
    persisted.flush(); // the page's way out: written at once
    expect(stored('persist:cart')).toMatchObject({ totalItems: 5 });

    const next = makeStore();
    persistStore(next);
    expect(next.getState().cart).toEqual(store.getState().cart);
    expect(next.getState().theme.language).toBe('ne');
  });

  it('starts a slice afresh from storage it cannot read, and keeps the others', () => {
    window.localStorage.setItem('persist:cart', '{"items":"[{\\"id\\":3'); // cut short
    window.localStorage.setItem('persist:auth', '{"user_id":"7","access":"{","refresh":"null"}'); // bad field
    window.localStorage.setItem(
      'persist:wishlist',
      '{"items":"{}","apiItems":"[]","_persist":"{\\"version\\":-1,\\"rehydrated\\":true}"}', // items not a list
    );
    window.localStorage.setItem('persist:theme', STORED_BY_REDUX_PERSIST['persist:theme']);
    const store = makeStore();
    expect(() => persistStore(store)).not.toThrow();
    const state = store.getState();
    expect(state.cart.items).toEqual([]);
    expect(state.auth).toEqual({ user_id: '', access: '', refresh: null });
    expect(state.wishlist.items).toEqual([]);
    expect(state.theme.language).toBe('ne');
  });

  it('ignores state stored in another version of the shape', () => {
    window.localStorage.setItem(
      'persist:theme',
      '{"mode":"\\"dark\\"","language":"\\"ne\\"","_persist":"{\\"version\\":2,\\"rehydrated\\":true}"}',
    );
    const store = makeStore();
    persistStore(store);
    expect(store.getState().theme).toEqual({ mode: 'light', language: 'en', calendar: 'AD' });
  });
});
