import { type PAGE_ROUTES, SIGNED_IN_COOKIE } from '@kandamul/domain';
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
  /**
   * This browser has the code screen of the requested address open with its phone or e-mail
   * (rememberOtpPending): /otpverify or /otpverifys is then left to the browser, which has them in its
   * history state; without it the server renders what a visit with neither leads to (decision 046).
   */
  otpPending: boolean;
}

const PREFS = 'kd_prefs';
const CART = 'kd_cart';
const OTP = 'kd_otp';
const YEAR = 365 * 24 * 3600;

export const DEFAULT_HINTS: ServerHints = {
  mode: 'light',
  language: 'en',
  calendar: 'AD',
  cartHasItems: false,
  otpPending: false,
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
    otpPending: cookies.get(OTP) === '1',
  };
}

/**
 * Tells the server that a code screen (/otpverify or /otpverifys) is open here with its phone or e-mail
 * (browser only): a session cookie sent with that screen's address alone (a cookie's path does not
 * match a longer word: /otpverify's is not sent with /otpverifys), set while the screen shows them and
 * removed when it closes, so a reload of the screen is not rendered by the server as the visit
 * without them.
 */
export function rememberOtpPending(
  screen: typeof PAGE_ROUTES.otp | typeof PAGE_ROUTES.otpEmail,
  pending: boolean,
): void {
  document.cookie = pending
    ? `${OTP}=1; path=${screen}; samesite=lax`
    : `${OTP}=; path=${screen}; max-age=0; samesite=lax`;
}

/**
 * Tells the server which shopper this browser's own session is (their user id, or '' signed out), in
 * SIGNED_IN_COOKIE (browser only). The server renders a personal page from its HttpOnly page-session
 * cookie only when this names the same shopper (decision 045): a sign-out here ends that at once,
 * even one whose request to the server never arrived.
 */
export function rememberSignedIn(userId: string): void {
  document.cookie = userId
    ? `${SIGNED_IN_COOKIE}=${encodeURIComponent(userId)}; path=/; max-age=${YEAR}; samesite=lax`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/**
 * The access token hydration of a personal page reads in place of the real one, which the page does
 * not carry: only "signed in" is read from it while hydrating; requests use the store's own session.
 */
export const SERVER_SESSION_ACCESS = 'rendered-by-server';
