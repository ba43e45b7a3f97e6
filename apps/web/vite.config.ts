/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

const LEAN_ROUTER_DIR = path.join(import.meta.dirname, 'src/lib/router');

/**
 * The storefront's 'react-router' is src/lib/router/react-router-lean.ts: React Router with lean links
 * (why: lean-links.tsx). Only the two modules of that folder reach the real package. In production
 * builds that is React Router's production build, taken by path: its exports offer only the
 * development build (its warnings and checks), with no 'production' condition to pick the other.
 */
function leanReactRouter(production: boolean): Plugin {
  const pkg = createRequire(import.meta.url).resolve('react-router/package.json');
  const productionBuild = path.join(path.dirname(pkg), 'dist/production/index.mjs');
  return {
    name: 'kandamul-lean-react-router',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-router' || !importer) return null;
      if (!path.normalize(importer).startsWith(LEAN_ROUTER_DIR + path.sep))
        return path.join(LEAN_ROUTER_DIR, 'react-router-lean.ts');
      return production ? productionBuild : null;
    },
  };
}

/**
 * React Router's build names its components and contexts at the top level (`Link.displayName = …`)
 * and makes its components with unannotated `React.forwardRef(…)`: to the bundler both are effects, so
 * every component of it stays in the first download whether the shop renders it or not (its Link
 * with route prefetching, Form, ScrollRestoration: 3 KB gzip). Names are for React's dev tools,
 * which a production build does not serve; `forwardRef` and `memo` only wrap a function. A build where
 * nothing was found to change (React Router reshaped its files) warns, and the bytes are back.
 */
function reactRouterTreeShakable(): Plugin {
  let changed = false;
  return {
    name: 'kandamul-react-router-tree-shakable',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/.test(id))
        return null;
      const out = code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2');
      if (out === code) return null;
      changed = true;
      return { code: out, map: null };
    },
    buildEnd() {
      if (!changed) this.warn("React Router's components were not made tree-shakable: see vite.config.ts");
    },
  };
}

const SHELL_ROOTS = ['src/boot.tsx', 'src/features/catalog/pages/home-page.tsx'];
const DOMAIN = path.join(import.meta.dirname, '../../packages/domain/src/');
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const HOME_PAGE = 'src/features/catalog/pages/home-page.tsx';

const BARREL = /[\\/]index\.ts$/;
const DOMAIN_IMPORT = /\b(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]@kandamul\/domain['"]/g;

/**
 * The modules of packages/domain that `modules` (the storefront's) call, with what those import in
 * turn: each name imported from '@kandamul/domain' is taken from the module that defines it, not from
 * the barrels (index.ts) that re-export it and that lead to every rule of the package. A name read as
 * a namespace (`MESSAGES.sessionExpired`) is taken by the member read, so the texts of the account's
 * pages stay out.
 */
function rulesCalled(
  ctx: { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): Rolldown.ModuleInfo | null },
  modules: Iterable<string>,
): Set<string> {
  const names = new Set<string>();
  for (const id of modules) {
    if (id.startsWith(DOMAIN)) continue;
    const code = ctx.getModuleInfo(id)?.code ?? '';
    for (const m of code.matchAll(DOMAIN_IMPORT))
      for (const part of m[1]!.split(',')) {
        const [name, local = name] = part.trim().split(/\s+as\s+/);
        if (!name || name.startsWith('type ')) continue;
        names.add(name);
        for (const read of code.matchAll(new RegExp(`\\b${local}\\.(\\w+)`, 'g'))) names.add(read[1]!);
      }
  }
  const found = new Set<string>();
  const queue = [...ctx.getModuleIds()].filter(
    (id) =>
      id.startsWith(DOMAIN) &&
      !BARREL.test(id) &&
      (ctx.getModuleInfo(id)?.exports ?? []).some((name) => names.has(name)),
  );
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id) || !id.startsWith(DOMAIN) || BARREL.test(id)) continue;
    found.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The storefront's modules the home page runs before it can be used (what boot and the home page
 * import, statically) and that lazy pages share, so that the `shell` chunk group takes them in one
 * file. Left to automatic splitting they were about 15 small chunks, each one more request with its
 * own gzip header and import/export glue: the home page loaded 28 scripts (168.5 KB gzip), now 14
 * (166.6; docs/decisions/041). The home page's module stays a chunk of its own, which the server names
 * in its Link header. The home page's carousels come with the shell to every page (about 3 KB gzip).
 */
function shellModules(): { plugin: Plugin; test: (id: string) => boolean } {
  const root = import.meta.dirname;
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'kandamul-shell-modules',
    apply: 'build',
    buildEnd() {
      members.clear();
      const closure = (starts: string[], into = new Set<string>()) => {
        const queue = [...starts];
        while (queue.length) {
          const id = queue.pop()!;
          if (into.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          into.add(id);
          queue.push(...info.importedIds);
        }
        return into;
      };
      const boot = path.join(root, 'src/boot.tsx');
      // Only what the other lazy modules (pages, dialogs) share with boot and the home page: what
      // automatic splitting cut into small chunks. What only boot reaches stays in boot's chunk (its
      // packages' modules with it: taken into the shell, the shell and boot imported each other, and
      // the shell ran first); packages' modules are left to the other groups and automatic splitting.
      const lazy = [...this.getModuleIds()].filter(
        (id) => id !== boot && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
      );
      const shared = closure(lazy);
      const firstScreen = closure(SHELL_ROOTS.map((file) => path.join(root, file)));
      const rulesUsed = rulesCalled(this, firstScreen);
      if (rulesUsed.size === 0)
        this.warn('the shell found none of the rules the first screen calls: see vite.config.ts');
      for (const id of firstScreen) {
        if (!shared.has(id)) continue;
        const rules = id.startsWith(DOMAIN);
        if (!id.startsWith(root + '/src/') && !rules) continue;
        // Only the rules the first screen calls: the package's barrels reach every module of it, and
        // a rule only lazy pages use (delivery slots, the Bikram Sambat tables) would come along.
        if (rules && !rulesUsed.has(id)) continue;
        // None of the shop's rules that build zod schemas: a lazy form's would bring zod in.
        if (rules && this.getModuleInfo(id)!.importedIds.some((dep) => ZOD.test(dep))) continue;
        members.add(id);
      }
      members.delete(path.join(root, HOME_PAGE));
      // What the page runs before its first paint (main.tsx and its imports) stays small and apart.
      const main = path.join(root, 'src/main.tsx');
      for (const id of [main, ...(this.getModuleInfo(main)?.importedIds ?? [])]) members.delete(id);
      if (members.size < 20) this.warn(`the shell found only ${members.size} modules: see vite.config.ts`);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const shellChunk = chunks.find((c) => c.name === 'shell');
      const boot = path.join(root, 'src/boot.tsx');
      const bootChunk = chunks.find((c) => c.facadeModuleId === boot);
      if (shellChunk && bootChunk && shellChunk.imports.includes(bootChunk.fileName))
        this.error(
          `the shell chunk imports the boot chunk, which imports it (boot holds ${bootChunk.moduleIds
            .filter((id) => id !== boot)
            .map((id) => path.relative(root, id))
            .join(', ')}): see shellModules in vite.config.ts`,
        );
    },
  };
  return { plugin, test: (id) => members.has(id) };
}

/**
 * The installable, offline-capable shop (Workbox through vite-plugin-pwa; docs/decisions/012). Pages
 * are fetched from the server first (they are server-rendered) and kept for when the network is gone;
 * a page never seen opens as the app shell. A new version is installed in the background and takes
 * over on the next visit (no skipWaiting), so an open page, and its cart, are never swapped under the
 * shopper.
 */
function installableShop() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: 'script-defer',
    includeAssets: ['favicon.svg', 'logo.svg', 'default-image.svg', 'apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Kandamul · कन्दमूल',
      short_name: 'Kandamul',
      description:
        'Fresh vegetables, rice, ghee, spices, tea and seeds delivered across Nepal. कन्दमूल: नेपालका खेतबाट ताजा।',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#2e6b34',
      categories: ['food', 'shopping'],
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      // Scripts, styles, the shell and the Latin faces up front; Devanagari faces when first used.
      globPatterns: ['**/*.{js,css,html,svg,png}', 'assets/mukta-latin-*.woff2'],
      globIgnores: ['.vite/**'],
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: null,
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !/^\/(api|media|dev)\//.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            // PAGE_CACHE (src/lib/session/page-cache.ts): emptied at logout.
            cacheName: 'pages',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600 },
            plugins: [
              {
                // A page rendered with one shopper's data is sent `private, no-store` (decision 045):
                // never kept, so it cannot be shown offline to the next person on a shared phone.
                // (Workbox's own rule, a 200 only, is replaced by this one, so it is said again.)
                cacheWillUpdate: async ({ response }) =>
                  response.status === 200 &&
                  !/no-store|private/i.test(response.headers.get('cache-control') ?? '')
                    ? response
                    : null,
                // A page never seen offline: the shell renders it in the browser from cached data.
                handlerDidError: async () =>
                  (await caches.match('/index.html', { ignoreSearch: true })) ?? undefined,
              },
            ],
          },
        },
        {
          // The catalogue reads a shopper may want again without a signal: home, categories,
          // listings, search and product details; never anything behind a login (orders, profile,
          // cart). Workbox copies this function's text into sw.js, so the pattern is written inside
          // it: a constant of this file would not exist there (it did, and every match threw).
          urlPattern: ({ request, url }) =>
            request.method === 'GET' &&
            /^\/api\/v1\/(home\/data|banner|category|today\/special|new\/arrival|products|product\/detail)\//.test(
              url.pathname,
            ),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'catalogue',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
          },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/media/') || /\.woff2?$/.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'images-and-fonts',
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
          },
        },
      ],
    },
  });
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const shell = shellModules();
  return {
    plugins: [
      shell.plugin,
      leanReactRouter(mode === 'production'),
      reactRouterTreeShakable(),
      react(),
      preloadFonts(/^assets\/mukta-latin-(400|600|700)-normal-.*\.woff2$/),
      buildId(),
      // The client build only: not the server render, not the tests.
      ...(isSsrBuild || mode === 'test' ? [] : [installableShop()]),
    ],
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
      // The home page's Buy again shelf loads after the first screen, when everything it needs is already
      // there: listing its dependencies for preloading would only grow the home page's first JavaScript.
      modulePreload: {
        resolveDependencies: (_file, deps, context) =>
          context.hostId.includes('home-page') && deps.some((d) => d.includes('buy-again-shelf'))
            ? deps.filter((d) => d.includes('buy-again-shelf'))
            : deps,
      },
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
              // deploys of our own code.
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|react-redux|immer|reselect|i18next|react-i18next)[\\/]/,
              },
              // The shop's controls: alone, they were more requests, each with its own glue.
              { name: 'ui', test: /src[\\/]components[\\/]ui[\\/]/ },
              // The storefront's own first screen in one chunk (shellModules). Without their dependencies:
              // taken along, the domain barrel brought zod and MUI's barrel its dialogs (+60 KB gzip).
              { name: 'shell', test: shell.test, includeDependenciesRecursively: false },
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
      // A page test renders the whole page in jsdom: on a busy 2-core host that alone can pass 5 s.
      testTimeout: 20_000,
      setupFiles: ['./src/test/setup.ts'],
      css: false,
    },
  };
});
