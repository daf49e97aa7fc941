// Guards that the studio's production build serves its home, its 404 page and the /graphql
// rewrite to the API, with no console errors and no serious accessibility violations.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";

test("the home page loads cleanly", async ({ page, consoleErrors }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Meridian Studio");
  await expect(page.getByRole("heading", { level: 1, name: "Meridian Studio" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("an unknown path shows the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found — Meridian Studio");
  await page.getByRole("link", { name: "Back to the studio" }).click();
  await expect(page).toHaveURL("/");
});

test("/graphql reaches the API through the site's own origin", async ({ request }) => {
  const response = await request.post("/graphql", { data: { query: "{ apiVersion }" } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { apiVersion: expect.stringMatching(/^\d+\./) } });
});
