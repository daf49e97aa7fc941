/**
 * Catalogue fonts load as their text nears the viewport (DESIGN 6), showing a skeleton until
 * then. A spec that checks a whole page (axe, say) first walks down it, as a reader would, and
 * waits until every font has arrived — so it checks the page the reader sees, not skeletons.
 */
import type { Page } from "@playwright/test";

export async function loadCatalogueFonts(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 720;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main [data-font-status="loading"]')].every((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom < 0 || box.top > window.innerHeight;
      }),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
