// Runs in the browser before any of the app's modules (Next.js instrumentation-client).
// Zod compiles object parsers with `new Function` unless told not to; under the storefront's CSP
// (no 'unsafe-eval', ADR 0040) its probe for that is blocked and reported as a
// securitypolicyviolation. Jitless before the first schema is built: no probe, same results.
// Set through the global config object zod 4 shares between its copies instead of zod's
// `config()`: importing zod here would put its core into every page's first load (ADR 0046),
// though only the pages with a form use zod. instrumentation-client.test.ts checks zod reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
