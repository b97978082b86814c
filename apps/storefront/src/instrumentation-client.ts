// Runs in the browser before any of the app's modules (Next.js instrumentation-client).
// Zod compiles object parsers with `new Function` unless told not to; under the storefront's CSP
// (no 'unsafe-eval', ADR 0040) its probe for that is blocked and reported as a
// securitypolicyviolation. Jitless before the first schema is built: no probe, same results.
import { config } from 'zod';

config({ jitless: true });
