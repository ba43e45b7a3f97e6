// Runs before the storefront's modules. zod probes whether it may compile parsers with `new Function`;
// the shop's CSP (script-src 'self') forbids that, and the probe itself is reported as a CSP violation.
// Telling zod up front that it runs without a JIT skips the probe; parsing works the same.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
