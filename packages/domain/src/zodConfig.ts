import { z } from 'zod';

/**
 * Issue 31 item 25: zod compiles a fast parser for each object schema with `new Function`, which the portal's
 * CSP (no 'unsafe-eval') refuses and reports, on every page that parses a form. Without JIT zod parses the same
 * way, only interpreted. It decides when a schema is built, so this runs before any: the domain's entry imports it
 * first, and every screen and the server take zod's schemas through the domain.
 */
z.config({ jitless: true });
