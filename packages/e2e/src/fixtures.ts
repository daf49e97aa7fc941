import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/**
 * `test` with a `consoleErrors` list: every console error and uncaught page error, so a spec
 * can assert the page ran cleanly. A resource that failed to load is named by its address.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
