import AxeBuilder from "@axe-core/playwright";
import { type Browser, test as base, expect, type Page } from "@playwright/test";

export { expect };

/**
 * Whether a page the sites' server sent has had Next's chunks added by its loader (the element
 * `next-chunk-loader`, @meridian/next-config's scripts-after-paint.mjs) and React has hydrated it
 * (ADR 0041); true at once for a page without the loader (the admin site, a file).
 */
function chunksRan(): boolean {
  if (!document.getElementById("next-chunk-loader")) return true;
  return Object.keys(document).some((key) => key.startsWith("__reactContainer"));
}

/**
 * Next's chunks are added once a page has painted (ADR 0041), so its `load` event no longer
 * waits for them as it did for the parser's scripts. `goto` and `reload` waiting for `load`
 * (their default) wait for the chunks to have run too, as a visitor's page would have by the time
 * they act; with another `waitUntil` they return as Playwright's do (`holdScripts`' specs).
 */
function waitingForChunks(page: Page): Page {
  for (const name of ["goto", "reload"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const options = args.find((arg) => typeof arg === "object" && arg !== null) as
          | { waitUntil?: string }
          | undefined;
        const response = await navigate(...args);
        if ((options?.waitUntil ?? "load") === "load") await page.waitForFunction(chunksRan);
        return response;
      },
    });
  }
  return page;
}

/**
 * Whether the running test's contexts run JavaScript unless told otherwise: its
 * `javaScriptEnabled` option, which Playwright applies to every context the test opens without
 * naming it in the context's own options (set per test by `scriptsByDefault`).
 */
let scriptsRunByDefault = true;

/**
 * Every context the browser opens, the default one and a spec's own `browser.newContext()`,
 * gives its pages `waitingForChunks`, unless JavaScript is off in it: then no chunk is ever added
 * and the page is what the server sent. The context's `page` event runs before `newPage()`
 * returns, so a page is waiting before a spec can navigate it.
 */
function contextsWaitingForChunks(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled ?? scriptsRunByDefault) context.on("page", waitingForChunks);
    return context;
  };
  return browser;
}

/**
 * `test` with a `consoleErrors` list: every console error and uncaught page error, so a spec
 * can assert the page ran cleanly. A resource that failed to load is named by its address.
 * Its pages, and those of contexts a spec opens, wait for Next's chunks after `goto` and
 * `reload` (waitingForChunks) where JavaScript runs.
 */
export const test = base.extend<
  { consoleErrors: string[]; scriptsByDefault: undefined },
  { browser: Browser }
>({
  browser: [
    async ({ browser }, use) => use(contextsWaitingForChunks(browser)),
    { scope: "worker" },
  ],
  // Automatic, so set before the test's first context is opened.
  scriptsByDefault: [
    async ({ javaScriptEnabled }, use) => {
      scriptsRunByDefault = javaScriptEnabled !== false;
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // A failed load's text names no address ("Failed to load resource: … status of 503"):
      // its location does, so a failure says which request it was.
      const { url } = message.location();
      const text = message.text();
      errors.push(url && text.startsWith("Failed to load resource") ? `${text} ${url}` : text);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

/**
 * Runs axe (WCAG 2.2 A and AA) and fails on any serious or critical violation.
 *
 * axe runs in the page itself (legacy mode: `axe.run`, not a partial run per frame finished in an
 * extra blank page) and describes only the violations node by node (`resultTypes`): building a
 * selector for every passing node of a font page's ~2,000 elements was most of a scan. The
 * violations found are the same; a font page's scan went from 6–8 s to 1.5 s on a two-core machine.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(" ")} — ${node.failureSummary ?? ""}`)
          .join("; ")})`,
    );
  expect(serious, "serious or critical accessibility violations").toEqual([]);
}
