/**
 * zod for the site (`zod/mini`: the same checks as classic zod at a fraction of the bundle,
 * which every form page loads), set up for its Content-Security-Policy (config/csp.ts, no `'unsafe-eval'`).
 * zod 4 compiles object parsers with `new Function` when it may, and finds out by trying once
 * when the first object schema is built. Under the policy that try fails harmlessly, but the
 * browser still reports a CSP violation on every page with a form. `jitless` skips the try and
 * the compiled parsers (the interpreted ones are what ran under the policy anyway).
 *
 * It must be set before the first schema is built: modules that build schemas import `z` from
 * here, never from 'zod' or 'zod/mini' itself, so this module is evaluated before their bodies.
 */
// eslint-disable-next-line no-restricted-imports -- the one sanctioned import of zod (see above)
import { z } from 'zod/mini';

z.config({ jitless: true });

export { z };
