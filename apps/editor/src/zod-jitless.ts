// Imported first by main.tsx, before any schema is built: zod compiles object parsers with
// `new Function` unless jitless, and under the editor's CSP (no 'unsafe-eval') its probe for
// that is blocked and reported as a securitypolicyviolation (ADR 0040). Same results without.
import { config } from 'zod';

config({ jitless: true });
