import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resolveRelativeRequests } from './relative-requests';

// The shop's stylesheet, as index.html links it (the tests do not load CSS imports): the first screen's
// look is in it, and tests read computed styles (a 44 px touch target, a hidden control). jsdom applies
// no media queries: what is inside one is not seen here.
const shopCss = document.createElement('style');
shopCss.textContent = readFileSync(path.join(import.meta.dirname, '../styles/shop.css'), 'utf8');
document.head.append(shopCss);

// A page's lazy parts draw with MUI, which the first screen no longer imports (docs/decisions/047): the
// first test of a file to open one compiles MUI then, which takes over findBy's default second on a
// busy machine. Waiting longer changes no outcome: what never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

// RTK Query asks for '/api/v1/…' as a browser would; resolve it against the test page's origin.
resolveRelativeRequests();

// An unexpected console.error (a React warning, a failed prop type) is a bug: fail the test.
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  const seen = errors;
  errors = [];
  if (seen.length)
    throw new Error(`console.error was called: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
});

// Messages load their library on first use; load it once up front so a test's clock (fake timers that
// follow real time) does not count a module compile between an action and its message.
await import('react-toastify');
await import('../lib/toast/toast-container');
