// Guards that the launcher's production build serves its home with a link to each sister site,
// its 404 page and the /graphql rewrite, with no console errors or serious a11y violations.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";

test("the home page links to the foundry and the studio", async ({ page, consoleErrors }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Meridian");
  await expect(page.getByRole("link", { name: /Meridian Type Foundry/ })).toHaveAttribute(
    "href",
    "http://localhost:3000",
  );
  await expect(page.getByRole("link", { name: /Meridian Studio/ })).toHaveAttribute(
    "href",
    "http://localhost:3001",
  );
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("the launcher sets no cookies", async ({ page, context }) => {
  await page.goto("/");
  expect(await context.cookies()).toEqual([]);
});

test("an unknown path shows the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found — Meridian");
  await page.getByRole("link", { name: "Back to Meridian" }).click();
  await expect(page).toHaveURL("/");
});

test("/graphql reaches the API through the site's own origin", async ({ request }) => {
  const response = await request.post("/graphql", { data: { query: "{ apiVersion }" } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { apiVersion: expect.stringMatching(/^\d+\./) } });
});
