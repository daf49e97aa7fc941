// Guards the footer (spec 2.5, 4.6, 5, 8): the newsletter's messages in the spec's order and
// its success and already-subscribed answers from the real API, the contact block, the link
// columns, the logo at 120 px, the copyright line, and the 2-second appearance rule.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Page } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

const footer = (page: Page) => page.getByRole("contentinfo");

/** An address no earlier run has used: CI's API starts on an empty database, dev's does not. */
function uniqueAddress(tag: string): string {
  return `reader-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

test("the newsletter validates on submit, then on every change, and subscribes", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  const form = footer(page);
  const email = form.getByRole("textbox", { name: "Email" });
  const privacy = form.getByRole("checkbox", { name: /accept the privacy policy/ });
  const subscribe = form.getByRole("button", { name: "Subscribe" });
  const emailError = form.getByText("Please enter a valid email address");
  const privacyError = form.getByText("Please accept the privacy policy");

  // Nothing is said before the first submit.
  await email.fill("not an address");
  await expect(emailError).toBeHidden();

  // On submit, the e-mail first; the privacy message waits while there is an e-mail error.
  await subscribe.click();
  await expect(emailError).toBeVisible();
  await expect(privacyError).toBeHidden();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  // From now on every change re-validates.
  await email.fill(uniqueAddress("footer"));
  await expect(emailError).toBeHidden();
  await expect(privacyError).toBeVisible();
  await privacy.check();
  await expect(privacyError).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  await subscribe.click();
  await expect(form.getByText("Thanks for subscribing")).toBeVisible();
  await expect(subscribe).toBeHidden();
});

test("an address already on the list is told so", async ({ page, request }) => {
  const address = uniqueAddress("again");
  const first = await request.post("/api/subscribe", {
    data: { email: address, source: "Footer" },
  });
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({ ok: true });

  await page.goto("/privacy-policy");
  const form = footer(page);
  await form.getByRole("textbox", { name: "Email" }).fill(address);
  await form.getByRole("checkbox", { name: /accept the privacy policy/ }).check();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("You are already subscribed")).toBeVisible();
});

test("POST /api/subscribe refuses what is not a subscription", async ({ request }) => {
  const bad = await request.post("/api/subscribe", { data: { email: "nope", source: "Footer" } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: "Please enter a valid email address" });
  const form = await request.post("/api/subscribe", { form: { email: "a@example.com" } });
  expect(form.status()).toBe(415);
});

test("the footer holds the contact block, the link columns, the logo and the copyright", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  const region = footer(page);
  await expect(region).toBeVisible();

  await expect(region.getByRole("link", { name: "hello@meridian.example" })).toHaveAttribute(
    "href",
    "mailto:hello@meridian.example",
  );
  await expect(region.getByText("27 Clerkenwell Close")).toBeVisible();

  const columns = {
    Social: [
      ["LinkedIn", /linkedin\.com/],
      ["Instagram", /instagram\.com/],
    ],
    Services: [
      ["Logos", "/services#logos"],
      ["Localisation", "/services#localisation"],
      ["Hinting", "/services#hinting"],
      ["All Services", "/services"],
    ],
    Information: [
      ["FAQ's", "/information/faqs"],
      ["Licences", "/information/licences"],
      ["Copyright", "/information/copyright"],
    ],
    Support: [
      ["Contact", "/contact"],
      ["Trial Fonts", "/account/trial-downloads"],
      ["Privacy Policy", "/privacy-policy"],
      ["Cookie Policy", "/cookie-policy"],
    ],
  } as const;
  const nav = region.getByRole("navigation", { name: "Footer" });
  for (const [title, links] of Object.entries(columns)) {
    await expect(nav.getByRole("heading", { name: title, exact: true })).toBeVisible();
    for (const [label, href] of links) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute(
        "href",
        href,
      );
    }
  }
  await expect(nav.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute("target", "_blank");

  const logo = region.getByRole("img");
  await expect(logo).toHaveAttribute("alt", /wordmark/);
  await expect(logo).toHaveAttribute("height", "120");
  expect((await logo.boundingBox())?.height).toBe(120);

  const year = new Date().getFullYear();
  await expect(region.getByText(`© ${year} Meridian All Rights Reserved`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the footer shows within 2 seconds of a route change", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(footer(page)).toBeVisible();
  await footer(page).getByRole("link", { name: "FAQ's" }).click();
  await expect(page).toHaveURL("/information/faqs");
  await expect(footer(page)).toBeVisible({ timeout: 2_500 });
});
