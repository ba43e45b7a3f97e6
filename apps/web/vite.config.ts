/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.PORT ?? '8080';

/**
 * Preloads the web fonts the first screen is set in, so they arrive with the scripts instead of after
 * them: text set in a fallback font and re-set when the web font lands shifts the layout (CLS).
 */
function preloadFonts(pattern: RegExp): Plugin {
  return {
    name: 'kandamul-preload-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return Object.keys(ctx.bundle)
          .filter((file) => pattern.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** Every file under `dir`, recursively, in a stable order. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Writes `.vite/build-id` into both builds (dist and dist-ssr): a hash of the sources they are built
 * from. The server renders pages only when the two match, so a storefront rebuilt without its server
 * entry (or the reverse) is never hydrated over HTML from other code.
 */
function buildId(): Plugin {
  const root = import.meta.dirname;
  const sources = [
    ...filesUnder(path.join(root, 'src')),
    ...filesUnder(path.join(root, '../../packages/domain/src')),
    path.join(root, 'index.html'),
    path.join(root, 'vite.config.ts'),
    path.join(root, '../../package-lock.json'),
  ];
  return {
    name: 'kandamul-build-id',
    apply: 'build',
    generateBundle() {
      const hash = createHash('sha256');
      for (const file of sources)
        hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
      this.emitFile({ type: 'asset', fileName: '.vite/build-id', source: hash.digest('hex').slice(0, 20) });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadFonts(/^assets\/mukta-latin-(400|600)-normal-.*\.woff2$/), buildId()],
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
      '/dev/outbox': `http://127.0.0.1:${apiPort}`,
    },
  },
  // The server render (src/entry-server.tsx, `vite build --ssr`) is one self-contained module: the API
  // server loads it from dist-ssr without resolving the storefront's packages itself.
  ssr: { noExternal: true },
  // A built server entry is production code wherever it runs (tests included): React's production
  // build alone goes in, not both builds chosen by NODE_ENV at run time (half the size in memory).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by the server to name each page's chunk in the Link preload header of its HTML.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      treeshake: {
        // packages/domain is pure (no side effects on import, ARCHITECTURE.md): a module of it whose
        // exports nothing uses (zod schemas of forms on lazy pages) stays out of the first download.
        moduleSideEffects: (id: string) => !id.includes('/packages/domain/'),
        // Building a zod schema has no effect but the schema, so one nothing uses is dropped. (A
        // statement-level z.config(...) would be dropped too: none exists; configure zod elsewhere.)
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: [
            // What every page runs and what changes rarely, in one chunk that stays cached across
            // deploys of our own code. MUI is left to automatic splitting: grouping it would pull the
            // components only lazy pages use into the first download.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|react-redux|redux-persist|immer|reselect|i18next|react-i18next|@emotion|stylis)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    // Those run in Node, in the web-server project (vitest.config.ts).
    exclude: ['src/**/*.server.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
}));
