import { z } from 'zod';

/**
 * The app runs under a Content-Security-Policy without 'unsafe-eval'
 * (apps/server/src/lib/content-security-policy.ts). Zod would otherwise probe
 * `new Function` on its first parse, which the browser reports as a violation
 * even though zod catches it; jitless skips the probe and the compiled parsers.
 * Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
