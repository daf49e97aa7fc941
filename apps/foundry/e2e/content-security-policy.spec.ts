// Guards the foundry's Content Security Policy (issue 13 item 5, issue 44): each page's policy
// names every script the HTML holds by its hash, with no nonce and no 'unsafe-inline', and is
// the same on each load; the main pages hydrate, load their fonts, images and testers and report no violation;
// markup injected into a page cannot run script, while what Stripe.js does at checkout (its
// script, frames and API) is allowed. (The video players' frames: blocks.spec.ts.)
import { expect, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { expectHydrated, recordCspViolations, testPagesUnderPolicy } from "@meridian/e2e/csp";

const MAIN_PAGES = [
  "/",
  "/fonts",
  "/fonts/source-serif-4",
  "/mx",
  "/custom-fonts/courier-headline",
  "/playground/geist-pixel",
  "/fonts-in-use",
  "/information/faqs",
  "/login",
  "/checkout",
  "/no-such-page",
];

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

testPagesUnderPolicy(MAIN_PAGES, "/fonts/source-serif-4");

test("markup injected into a page cannot run script: neither a script nor a handler", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  // Markup added to the page after the sites' server named its scripts (on the way, say): the
  // policy names only the scripts the page had. Markup in the page the server sends is not
  // named either unless it is one of Next's data calls (ADR 0039; script-hashes.test.ts).
  await page.route("**/fonts", async (route) => {
    const response = await route.fetch();
    const injected = `<script>window.__injected = "script"</script><img alt="" src="/no-such-image.png" onerror="window.__injected = 'handler'">`;
    const html = (await response.text()).replace("</body>", `${injected}</body>`);
    await route.fulfill({ response, body: html });
  });
  await page.goto("/fonts");
  await expectHydrated(page);
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining(["script-src-elem blocked inline", "script-src-attr blocked inline"]),
    );
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
});

test("Stripe.js may load at checkout: its script, its frames and its API", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.route("https://js.stripe.com/**", (route) =>
    route.request().resourceType() === "script"
      ? route.fulfill({ contentType: "text/javascript", body: "window.__stripeLoaded = true;" })
      : route.fulfill({ contentType: "text/html", body: "<!doctype html><p>Card field</p>" }),
  );
  await page.route("https://api.stripe.com/**", (route) =>
    route.fulfill({ contentType: "application/json", body: "{}", headers: cors }),
  );
  await page.goto("/checkout");
  await expectHydrated(page);
  // As loadStripe() and Stripe.js do: a script element added by running code, an iframe, a fetch.
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const script = document.createElement("script");
        script.src = "https://js.stripe.com/v3";
        script.onload = resolve;
        script.onerror = reject;
        document.head.append(script);
      }),
  );
  expect(await page.evaluate(() => "__stripeLoaded" in window)).toBe(true);
  await page.evaluate(() => {
    const frame = document.createElement("iframe");
    frame.title = "Secure card payment input frame";
    frame.src = "https://js.stripe.com/v3/elements-inner-card.html";
    document.body.append(frame);
  });
  await expect(
    page.frameLocator('iframe[title="Secure card payment input frame"]').getByText("Card field"),
  ).toBeVisible();
  expect(
    await page.evaluate(() =>
      fetch("https://api.stripe.com/v1/payment_methods", { method: "POST" }).then((r) => r.ok),
    ),
  ).toBe(true);
  expect(await violations()).toEqual([]);
});

const cors = { "access-control-allow-origin": "*" };
