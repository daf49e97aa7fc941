/**
 * Whether the page scrolls under the wheel, as a visitor would find out: panels and the consent
 * dialog lock it (spec 2.3, 2.6). The mouse sits near the top-left, over the page or the veil
 * of an open panel, never over a panel's own scrolling body.
 */
import { expect, type Page } from "@playwright/test";

async function wheelFromTop(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(40, 200);
  await page.mouse.wheel(0, 600);
  // Let the browser apply (or refuse) the scroll before reading it.
  await page.waitForTimeout(300);
  return page.evaluate(() => window.scrollY);
}

export async function expectScrollLocked(page: Page): Promise<void> {
  expect(await wheelFromTop(page), "the page scrolled while it should be locked").toBe(0);
}

export async function expectScrollFree(page: Page): Promise<void> {
  expect(await wheelFromTop(page), "the page did not scroll").toBeGreaterThan(0);
}
