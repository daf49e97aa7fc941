/**
 * Steps of the cart journeys: the header's cart, the cart panel, adding licences from a font's
 * buying options and goods from the More-goods block, and the panel's dropdowns.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** The header's cart button: 'Cart £85.00 1 item'. */
export const cartButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Cart/ });

/** The open cart panel, whatever it counts. */
export const cartPanel = (page: Page) => page.getByRole("dialog", { name: /^Cart \(\d+\)$/ });

/** The page's client islands are live (the cart has answered): clicks now run handlers. */
export async function waitForCart(page: Page): Promise<void> {
  await expect(cartButton(page)).not.toHaveAttribute("aria-busy", "true");
}

/** Clicks a price in a font page's buying options: 'Source Serif 4 Bold', 'Web'. */
export async function addLicence(page: Page, item: string, licence: string): Promise<void> {
  await waitForCart(page);
  const buy = page.getByRole("region", { name: "Buy", exact: true });
  await buy.getByRole("button", { name: new RegExp(`^Add ${item}, ${licence} licence, `) }).click();
}

/** Closes the cart panel with its Close button and waits for it to go. */
export async function closeCart(page: Page): Promise<void> {
  await cartPanel(page).getByRole("button", { name: "Close" }).click();
  await expect(cartPanel(page)).toBeHidden();
}

/** Chooses an option of one of the kit's select-only comboboxes (licence size, currency). */
export async function choose(combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  // The listbox sits beside its combobox, inside the same field.
  await combobox.locator("xpath=..").getByRole("option", { name: option, exact: true }).click();
}

/** An item's row in the panel, found by its name. */
export function itemRow(panel: Locator, name: string): Locator {
  return panel.getByRole("listitem").filter({ hasText: name });
}
