import type { Calendar, Language, ThemeMode } from '../lib/state/theme-slice';

/**
 * What the server needs to know to render a page the way this shopper sees it. The browser keeps it
 * in two cookies next to the remembered state in localStorage (which the server cannot read): the
 * theme, language and calendar, and whether the cart holds anything (an empty cart page can be rendered on the
 * server; a full one only in the browser, which has the cart).
 */
export interface ServerHints {
  mode: ThemeMode;
  language: Language;
  calendar: Calendar;
  cartHasItems: boolean;
}

const PREFS = 'kd_prefs';
const CART = 'kd_cart';
const YEAR = 365 * 24 * 3600;

export const DEFAULT_HINTS: ServerHints = {
  mode: 'light',
  language: 'en',
  calendar: 'AD',
  cartHasItems: false,
};

/** Writes the cookies (browser only). */
export function rememberForServer({
  mode,
  language,
  calendar,
  cartCount,
}: {
  mode: ThemeMode;
  language: Language;
  calendar: Calendar;
  cartCount: number;
}): void {
  const attributes = `; path=/; max-age=${YEAR}; samesite=lax`;
  document.cookie = `${PREFS}=${mode}.${language}.${calendar}${attributes}`;
  document.cookie = `${CART}=${cartCount > 0 ? 1 : 0}${attributes}`;
}

/** Reads the hints from a Cookie header; anything missing or unexpected is the default. */
export function hintsFromCookie(header: string | undefined): ServerHints {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const [mode, language, calendar] = (cookies.get(PREFS) ?? '').split('.');
  return {
    mode: mode === 'dark' ? 'dark' : 'light',
    language: language === 'ne' ? 'ne' : 'en',
    calendar: calendar === 'BS' ? 'BS' : 'AD',
    cartHasItems: cookies.get(CART) === '1',
  };
}
