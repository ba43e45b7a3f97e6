// zod probes whether it may compile parsers with `new Function`; the shop's CSP (script-src 'self')
// forbids that, and the probe itself is reported as a CSP violation. Telling zod up front that it runs
// without a JIT skips the probe; parsing works the same. zod reads this when its module first runs,
// which is always after this one: main.tsx imports it first, and zod comes only with later chunks
// (e2e/first-javascript.spec.ts keeps it out of the first download). It was a script of its own in
// index.html: one more request on every page.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
