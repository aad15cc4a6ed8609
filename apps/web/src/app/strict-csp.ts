/**
 * The app runs under a Content-Security-Policy without 'unsafe-eval'
 * (apps/server/src/lib/content-security-policy.ts). Zod would otherwise probe
 * `new Function` when it builds its first object schema, which the browser
 * reports as a violation even though zod catches it; jitless skips the probe
 * and the compiled parsers.
 *
 * Zod keeps its settings in `globalThis.__zod_globalConfig`, shared by every
 * copy of it and taken as it finds it when it first loads. Setting jitless
 * there, rather than through `z.config`, keeps zod out of the first page's
 * download: the sign-in page validates without it. Imported first by main.tsx,
 * before any schema exists; strict-csp.test.ts checks that zod reads it.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;
