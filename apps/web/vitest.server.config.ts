import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The storefront's server render (src/entry-server.tsx) runs in Node, where there is no DOM: so do
// its tests, apart from the browser tests of vite.config.ts.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web-server',
    root: import.meta.dirname,
    include: ['src/**/*.server.test.{ts,tsx}'],
    environment: 'node',
  },
});
