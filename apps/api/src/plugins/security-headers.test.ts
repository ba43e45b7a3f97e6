import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers';

// Every answer's security headers are worked out once, at boot (the app's own are checked on real
// answers in test/security/hardening.test.ts).

describe('helmetHeaders', () => {
  it('works out helmet’s headers, the CSP from the directives given', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
    });
    expect(headers['Content-Security-Policy']).toContain("default-src 'self'");
    expect(headers['Content-Security-Policy']).toContain("img-src 'self' data:");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  });

  it('refuses a policy helmet refuses, when the app is built rather than on each request', () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } },
      }),
    ).toThrow();
  });
});
