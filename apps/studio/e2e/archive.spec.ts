// Guards the archive (spec 2.14): paged with its total count, the pager's links (`?page=n`)
// moving through every page of items, and pages that do not exist answering 404.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Page } from "@playwright/test";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

const pager = (page: Page) => page.getByRole("navigation", { name: "Archive pages" });
const items = (page: Page) => page.getByRole("main").getByRole("article");

/** '45 pieces, page 1 of 4' → { total: 45, page: 1, pages: 4 }. */
async function countLine(page: Page) {
  const text = await page.getByText(/^\d+ pieces?, page \d+ of \d+$/).textContent();
  const [total, current, pages] = text!.match(/\d+/g)!.map(Number);
  return { total: total!, page: current!, pages: pages! };
}

test("the archive pages through every item, with the total", async ({ page, consoleErrors }) => {
  // Every page of the archive, one after another.
  test.slow();
  const response = await page.goto("/archive");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Archive" })).toBeVisible();
  const first = await countLine(page);
  expect(first.page).toBe(1);
  expect(first.pages).toBe(Math.ceil(first.total / 12));
  await expect(items(page)).toHaveCount(12);
  await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const seen = new Set<string>();
  for (let number = 1; number <= first.pages; number += 1) {
    if (number > 1) {
      await pager(page).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(`/archive?page=${number}`);
    }
    expect((await countLine(page)).page).toBe(number);
    for (const title of await items(page).getByRole("heading").allTextContents()) seen.add(title);
  }
  // The last page holds the rest, has no 'Next', and every item appeared once.
  await expect(items(page)).toHaveCount(first.total - 12 * (first.pages - 1));
  await expect(pager(page).getByRole("link", { name: "Next" })).toHaveCount(0);
  expect(seen.size).toBe(first.total);

  await pager(page).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL("/archive?page=2");
  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL("/archive");
  expect(consoleErrors).toEqual([]);
});

test("a page beyond the last, or not a page number, is not found", async ({ page }) => {
  for (const query of ["?page=999", "?page=0", "?page=two"]) {
    const response = await page.goto(`/archive${query}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  }
});
