// Guards the foundry's server cart (spec 2.7, 2.11, 4.3; DESIGN 4.6): every price in a font's
// buying options adds its licence and opens the cart panel; goods add from the More-goods block
// with their variant; the header's subtotal and badge follow; a group's licence size and the
// cart's currency change it (the currency with a full reload, every price following); the
// share line's three texts; a shared link adopted in a second browser; an unknown shared cart.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import {
  addLicence,
  cartButton,
  cartPanel,
  choose,
  closeCart,
  itemRow,
  waitForCart,
} from "./helpers/cart";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

test("a style, a family and goods go into the cart; size and currency change it", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/fonts/source-serif-4");
  await expect(cartButton(page)).toHaveAccessibleName("Cart £0.00 0 items");

  // A style: the panel opens on it, and the header counts it.
  await addLicence(page, "Source Serif 4 Bold", "Web");
  let panel = page.getByRole("dialog", { name: "Cart (1)" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Web Fonts (1)" })).toBeVisible();
  await expect(itemRow(panel, "Source Serif 4 Bold")).toContainText("£55.00");
  await expect(itemRow(panel, "Source Serif 4 Bold")).toContainText("Web, Startup");
  await expect(cartButton(page)).toHaveAccessibleName("Cart £55.00 1 item");
  await closeCart(page);

  // The family: discounted, with its undiscounted price struck through. The same font under a
  // second licence type takes the multi-licence discount too (DESIGN 4.1): £270.00 → £243.00,
  // and the Bold £60.00 × 0.9 through the online rule → £50.00.
  await addLicence(page, "Source Serif 4 Family", "Basic");
  panel = page.getByRole("dialog", { name: "Cart (2)" });
  await expect(panel.getByRole("heading", { name: "Basic Fonts (1)" })).toBeVisible();
  const family = itemRow(panel, "Source Serif 4 Family");
  await expect(family).toContainText("£243.00");
  await expect(itemRow(panel, "Source Serif 4 Bold")).toContainText("£50.00");
  await expect(panel.getByText(/^Total Discount \(/)).toHaveText(
    "Total Discount (Online discount, Family discount, Multi-licence discount)",
  );
  await expect(family.locator("s")).toHaveText(/£600\.00$/);
  await expect(panel.getByText("Sub Total").locator("xpath=following-sibling::dd")).toHaveText(
    "£293.00",
  );
  await expect(panel.getByText("Taxes").locator("xpath=following-sibling::dd")).toHaveText(
    "Calculated at checkout",
  );

  // The licence size of the family's group: Large is four times Startup.
  await choose(
    panel.getByRole("combobox", { name: "Licence size for Source Serif 4 Family" }),
    "Large",
  );
  await expect(family).toContainText("Basic, Large");
  await expect(family).toContainText("£972.00");
  await expect(cartButton(page)).toHaveAccessibleName("Cart £1,022.00 2 items");
  await closeCart(page);

  // Goods from the More-goods block, with the chosen colour.
  await page.goto("/about");
  await waitForCart(page);
  await page.getByLabel("Colour").selectOption({ label: "Black" });
  await page.getByRole("button", { name: /^Add to cart\s?: Meridian Tote Bag$/ }).click();
  panel = page.getByRole("dialog", { name: "Cart (3)" });
  await expect(panel.getByRole("heading", { name: "Goods (1)" })).toBeVisible();
  await expect(itemRow(panel, "Meridian Tote Bag (Black)")).toContainText("£20.00");
  // Shipping shows once goods are in the cart.
  await expect(panel.getByText("Shipping", { exact: true })).toBeVisible();
  await panel.getByRole("button", { name: "Add another Meridian Tote Bag (Black)" }).click();
  await expect(page.getByRole("dialog", { name: "Cart (4)" })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart £1,062.00 4 items");
  await expectNoSeriousA11yViolations(page);

  // The currency: the page reloads and every price follows the cart's rate and rounding.
  panel = cartPanel(page);
  await Promise.all([
    page.waitForEvent("load"),
    choose(panel.getByRole("combobox", { name: "Currency" }), "EUR"),
  ]);
  await expect(cartButton(page)).toHaveAccessibleName(/^Cart €[\d,]+\.\d\d 4 items$/);
  // The goods card too: £20.00 × 1.15 = €23.00, up to €25.00.
  await expect(page.getByRole("article").filter({ hasText: "Meridian Tote Bag" })).toContainText(
    "€25.00",
  );
  await page.goto("/fonts/source-serif-4");
  const buy = page.getByRole("region", { name: "Buy", exact: true });
  await expect(buy.getByText(/^Prices in EUR for the Startup licence/)).toBeVisible();
  // £55.00 × 1.15 = €63.25, rounded up to a multiple of €5.
  await expect(
    buy.getByRole("button", { name: "Add Source Serif 4 Bold, Web licence, to the cart: €65.00" }),
  ).toBeVisible();
  await cartButton(page).click();
  // The line converts its own price: £50.00 × 1.15 = €57.50, up to €60.00.
  await expect(itemRow(cartPanel(page), "Source Serif 4 Bold")).toContainText("€60.00");
  expect(consoleErrors).toEqual([]);
});

test("the share line shares the cart, copies its link, and a second browser adopts it", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/fonts/source-serif-4");
  await addLicence(page, "Source Serif 4 Italic", "App");
  const panel = page.getByRole("dialog", { name: "Cart (1)" });

  await panel.getByRole("button", { name: "Do you want to share this cart?" }).click();
  const copy = panel.getByRole("button", { name: /^Click to copy: / });
  await expect(copy).toHaveText(new RegExp(`^Click to copy: ${baseURL}/shared-cart/[\\w-]+$`));
  const link = (await copy.textContent())?.replace("Click to copy: ", "") ?? "";
  await copy.click();
  await expect(panel.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Someone else opens the link: the shared cart becomes theirs, and their panel opens on it.
  const other = await browser.newContext();
  await skipConsentDialog(other);
  const friend = await other.newPage();
  await friend.goto(link);
  const adopted = friend.getByRole("dialog", { name: "Cart (1)" });
  await expect(adopted).toBeVisible();
  await expect(itemRow(adopted, "Source Serif 4 Italic")).toContainText("App, Startup");
  await expectNoSeriousA11yViolations(friend);
  await closeCart(friend);
  await expect(friend.getByRole("status").filter({ hasText: "in your cart now" })).toBeVisible();

  // Adopting again changes nothing.
  await friend.reload();
  await expect(friend.getByRole("dialog", { name: "Cart (1)" })).toBeVisible();
  await other.close();
});

test("an unknown shared cart says it was not found", async ({ page }) => {
  await page.goto("/shared-cart/not-a-shared-cart");
  await expect(page.getByRole("heading", { name: "Shared cart" })).toBeVisible();
  await expect(page.getByText("This shared cart was not found.")).toBeVisible();
  await expect(cartPanel(page)).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});
