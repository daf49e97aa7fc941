/**
 * A customer's purchase on the foundry, through its pages as a visitor makes it: a Basic licence
 * of one style from the font page, an account made at checkout, the billing address and brand,
 * the test card; then the licence's ZIP from the account's downloads. What the admin suite needs
 * to see that a family staff published can be bought and downloaded (the foundry's own suite
 * tests each of these steps in depth).
 */
import { randomBytes } from "node:crypto";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { zipEntryNames } from "@meridian/e2e/zip";
import { expect, type Page } from "@playwright/test";

/** Buys `style` on a Basic licence from `fontUrl`, paying `total`; the ZIP's file names. */
export async function buyAndDownload(
  page: Page,
  fontUrl: string,
  style: string,
  total: string,
): Promise<string[]> {
  await skipConsentDialog(page);
  await page.goto(fontUrl);
  const cart = page.getByRole("banner").getByRole("button", { name: /^Cart/ });
  await expect(cart).not.toHaveAttribute("aria-busy", "true");
  await page
    .getByRole("region", { name: "Buy", exact: true })
    .getByRole("button", { name: new RegExp(`^Add ${style}, Basic licence, `) })
    .click();
  await page
    .getByRole("dialog", { name: "Cart (1)" })
    .getByRole("link", { name: "Checkout" })
    .click();

  const email = `buyer-${randomBytes(4).toString("hex")}@example.com`;
  const register = page.getByRole("form", { name: "Create an account" });
  await register.getByLabel("Name").fill("Grace Buyer");
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password").fill("a long buyer password");
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const form = page.getByRole("main");
  await form.getByLabel("Name", { exact: true }).fill("Grace Buyer");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Address line 1").fill("4 Printworks Yard");
  await form.getByLabel("Town or city").fill("London");
  await form.getByLabel(/^Postcode/).fill("EC1R 0AT");
  await form.getByLabel("Brand name (basic licence)").fill("Buyer & Co");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12 / 35");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/account\/invoices\/\d+\?thanks=1$/, { timeout: 20_000 });

  await page.goto(new URL("/account", fontUrl).href);
  const link = page.getByRole("region", { name: "Downloads" }).getByRole("link", {
    name: new RegExp(`^${style}`),
  });
  const response = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(response.status()).toBe(200);
  return zipEntryNames(await response.body());
}
