/**
 * The site's Content-Security-Policy forbids eval. On its first object parse zod probes for eval
 * with `new Function`; the browser blocks the probe and reports a violation even though zod
 * catches it. Zod's `jitless` setting skips the probe. It is set on the global object zod keeps
 * its configuration in (the one `z.config` writes to), because importing zod here would put it
 * into the first page's JavaScript; zod arrives later, with the pages that use it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
