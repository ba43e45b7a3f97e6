import { CONSOLE_ROLES, type Role } from '@kandamul/domain';
import type { AuthProvider } from 'react-admin';
import { API } from './http';
import { getSession, roleOfToken, setSession } from './session';

const isConsoleRole = (role: Role) => (CONSOLE_ROLES as readonly Role[]).includes(role);

interface LoginBody {
  access_token: string;
  refresh_token: string;
  user_id: number;
}

/** Logs in through the shop's own POST /login/; only staff, admins and riders may open the console. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const res = await fetch(`${API}/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_or_email: username, password }),
    });
    const body = (await res.json().catch(() => ({}))) as Partial<LoginBody> & { message?: string };
    if (!res.ok || !body.access_token || !body.refresh_token) {
      throw new Error(body.message ?? 'Login failed. Please try again.');
    }
    const role = roleOfToken(body.access_token);
    if (!isConsoleRole(role)) {
      // A customer's login is real but has no place here: end it rather than leave it dangling.
      void fetch(`${API}/logout/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh: body.refresh_token }),
      });
      throw new Error('This account cannot open the staff console.');
    }
    setSession({
      access: body.access_token,
      refresh: body.refresh_token,
      userId: Number(body.user_id),
      email: username,
      role,
    });
    // A rider's console is their deliveries; everyone else starts on the dashboard.
    return { redirectTo: role === 'rider' ? '/deliveries' : '/' };
  },
  async logout() {
    const session = getSession();
    setSession(null);
    if (session) {
      await fetch(`${API}/logout/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh: session.refresh }),
      }).catch(() => undefined);
    }
  },
  async checkAuth() {
    if (!getSession()) throw new Error('Please log in.');
  },
  async checkError(error: { status?: number }) {
    // The HTTP client already tried a refresh: a 401 now means the login is over.
    if (error?.status === 401) {
      setSession(null);
      throw new Error('Your session has expired. Please log in again.');
    }
  },
  async getPermissions() {
    return getSession()?.role ?? 'customer';
  },
  async getIdentity() {
    const s = getSession();
    if (!s) throw new Error('Please log in.');
    return { id: s.userId, fullName: `${s.email} (${s.role})` };
  },
};
