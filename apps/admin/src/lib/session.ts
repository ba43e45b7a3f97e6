import { isRole, type Role } from '@kandamul/domain';

/** A console login: the token pair, who it is and the role the access token carries. */
export interface Session {
  access: string;
  refresh: string;
  userId: number;
  email: string;
  role: Role;
}

// sessionStorage, not localStorage: a console login ends with the browser tab, and a reload keeps it.
const KEY = 'kandamul-console-session';
let current: Session | null = null;

/** Reads the role claim of an access token (no check: the API verifies every token it gets). */
export function roleOfToken(token: string): Role {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return isRole(json.role) ? json.role : 'customer';
  } catch {
    return 'customer';
  }
}

export function getSession(): Session | null {
  if (current) return current;
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (typeof parsed.access !== 'string' || typeof parsed.refresh !== 'string') return null;
    current = {
      access: parsed.access,
      refresh: parsed.refresh,
      userId: Number(parsed.userId),
      email: String(parsed.email ?? ''),
      role: roleOfToken(parsed.access),
    };
    return current;
  } catch {
    return null;
  }
}

export function setSession(session: Session | null): void {
  current = session;
  try {
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be off (private mode): the login then lasts as long as the page.
  }
}

/** Keeps who is logged in and swaps in a refreshed token pair. */
export function updateTokens(access: string, refresh: string): void {
  const s = getSession();
  if (s) setSession({ ...s, access, refresh, role: roleOfToken(access) });
}
