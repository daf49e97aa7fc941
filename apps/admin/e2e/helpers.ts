import { DEVELOPMENT_STAFF } from "@meridian/e2e/admin-config";
import { expect, type Page } from "@playwright/test";

/** Signs in on the sign-in page as one of the README's development accounts. */
export async function signIn(page: Page, role: "editor" | "publisher" | "admin") {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(DEVELOPMENT_STAFF[role]);
  await page.getByLabel("Password").fill(DEVELOPMENT_STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
}
