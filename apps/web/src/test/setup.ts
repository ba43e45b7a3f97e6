import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resolveRelativeRequests } from './relative-requests';

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
