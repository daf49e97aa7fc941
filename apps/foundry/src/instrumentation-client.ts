// Runs before the page's own code. zod compiles object parsers with `new Function` where eval
// is allowed, and finds out by trying once; under the sites' Content Security Policy (no
// 'unsafe-eval') that try is refused and reported as a violation on every page with a form.
// Jitless mode, zod's setting for CSP environments, skips both. It is set on the global zod
// keeps its configuration in (what `z.config()` writes) rather than by importing zod, which
// would put zod's compiler into every page's first load (+5 KB).
// zod holds on to that object once loaded, so it is changed in place, never replaced.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
