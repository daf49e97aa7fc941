// Guards one request per cart change, shown at once (issue 41; ADR 0035): adding a licence sends
// AddItemToCart and nothing else — the cart it answers with is the cart the page shows, with no
// second Cart query; the header counts the line before the answer comes, its subtotal waiting
// for the server's; and when the API refuses the add, the count goes back and the reason is said
// under the buying options, as before.
import { expect, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Page } from "@playwright/test";
import { addLicence, cartButton, itemRow } from "./helpers/cart";
import { holdOperation, operationOf } from "./helpers/graphql";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

/** Every /graphql operation the page sends from now on, by name. */
function graphqlRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const operation = operationOf(request);
    if (new URL(request.url()).pathname.endsWith("/graphql")) sent.push(operation ?? "?");
  });
  return sent;
}

test("one add is one /graphql request, counted in the header before it answers", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/fonts/source-serif-4");
  await expect(cartButton(page)).toHaveAccessibleName("Cart £0.00 0 items");
  const release = await holdOperation(page, "AddItemToCart");
  const sent = graphqlRequests(page);

  await addLicence(page, "Source Serif 4 Bold", "Web");
  // Before the answer: the count, and no subtotal until the server has priced the line.
  await expect(cartButton(page)).toHaveAccessibleName("Cart 1 item");
  release();

  const panel = page.getByRole("dialog", { name: "Cart (1)" });
  await expect(itemRow(panel, "Source Serif 4 Bold")).toContainText("£55.00");
  await expect(cartButton(page)).toHaveAccessibleName("Cart £55.00 1 item");
  // Long enough for a second request, had one followed the answer.
  await page.waitForTimeout(1_000);
  expect(sent).toEqual(["AddItemToCart"]);
  expect(consoleErrors).toEqual([]);
});

test("a refused add is counted at once, then rolled back with its reason", async ({ page }) => {
  await page.goto("/fonts/source-serif-4");
  await expect(cartButton(page)).toHaveAccessibleName("Cart £0.00 0 items");
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/graphql", async (route) => {
    if (operationOf(route.request()) !== "AddItemToCart") return route.fallback();
    await answered;
    await route.fulfill({
      json: {
        data: {
          addItemToCart: {
            errors: [
              {
                code: "INVALID_INPUT",
                field: "productId",
                message: "Source Serif 4 is not for sale",
                data: null,
              },
            ],
            cart: null,
          },
        },
      },
    });
  });
  const sent = graphqlRequests(page);

  await addLicence(page, "Source Serif 4 Bold", "Web");
  await expect(cartButton(page)).toHaveAccessibleName("Cart 1 item");
  answer();

  await expect(page.getByRole("alert").filter({ hasText: "Not added:" })).toHaveText(
    "Not added: Source Serif 4 is not for sale",
  );
  await expect(cartButton(page)).toHaveAccessibleName("Cart £0.00 0 items");
  await expect(page.getByRole("dialog", { name: /^Cart/ })).toBeHidden();
  expect(sent).toEqual(["AddItemToCart"]);
});
