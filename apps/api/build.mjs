// Builds the production server: src/server.ts and what it imports of ours (packages/domain included)
// bundled into dist/server.js, run by plain Node (`npm run serve`); src/worker.ts likewise into
// dist/worker.js (`npm run worker`). Installed packages stay imports.
// Running the TypeScript through a loader (tsx) in production cost ~120 MB of memory for the
// transforms it keeps, and as much again once the server loads the storefront's server render.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const ours = (name) => name.startsWith('@kandamul/');

await build({
  entryPoints: [path.join(root, 'src/server.ts'), path.join(root, 'src/worker.ts')],
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Every installed package, and any file inside one (e.g. drizzle-orm/pg-core), is loaded from
  // node_modules at run time; only our own workspaces are compiled in.
  external: Object.keys(dependencies)
    .filter((name) => !ours(name))
    .flatMap((name) => [name, `${name}/*`]),
  // The API tests' cheap password hashing (modules/auth/password.ts) can never be switched on in the
  // built server: the variable that asks for it is undefined here, whatever the environment says.
  define: { 'process.env.KANDAMUL_TEST_CHEAP_HASH': 'undefined' },
  sourcemap: 'linked',
  logLevel: 'warning',
});
