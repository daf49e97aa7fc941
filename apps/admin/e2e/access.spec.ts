import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { signIn } from "./helpers";

test("a signed-out visitor sees only the sign-in page, under a strict policy", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/content", "/publish", "/history", "/content/site.yaml"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/sign-in$/);
  }
  await expect(page.getByRole("heading", { name: "Sign in to Meridian admin" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const response = await request.get("/sign-in");
  expect(response.headers()["cache-control"]).toContain("no-store");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;| )/);
  expect(policy).not.toContain("stripe");
  expect(policy).toContain("frame-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
});

test("a wrong password is refused, saying so, and signs nobody in", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill("editor@meridian.test");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "password" })).toHaveText(
    "Wrong e-mail or password.",
  );
  await page.goto("/content");
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("an editor sees the content but no Publish, and publishing is refused them", async ({
  page,
}) => {
  await signIn(page, "editor");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Content" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Publish" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Geist", exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto("/publish");
  await expect(
    page.getByText("Publishing needs the publisher role; you are an editor."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
});

test("the content list searches and filters by kind and state", async ({ page }) => {
  await signIn(page, "editor");
  await page.getByLabel("Search").fill("geist");
  await page.getByLabel("Kind").selectOption({ label: "Fonts" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/q=geist&kind=fonts/);
  const rows = page.getByRole("table").getByRole("row");
  // The header, then Geist, Geist Mono, Geist Pixel and Geist Serif.
  await expect(rows).toHaveCount(5);
  await expect(page.getByText("4 of")).toBeVisible();
  await page.getByLabel("State").selectOption({ label: "Changed" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText(/^0 of \d+ files$/)).toBeVisible();
});

test("signing out ends the session", async ({ page }) => {
  await signIn(page, "publisher");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/history");
  await expect(page).toHaveURL(/\/sign-in$/);
});
