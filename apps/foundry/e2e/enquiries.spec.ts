// Guards the visitors' forms (spec 2.10, 5; DESIGN 4.8, 4.9): the trial request (full name,
// e-mail, retail fonts) with its field errors, sent as one comma-separated fontIds string, then
// a thank-you and the trial e-mail; the contact form's field errors (the browser's and the
// API's) then a thank-you.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { latestEmailTo, newCustomer } from "./helpers/account";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

test("a visitor requests trial fonts", async ({ page }) => {
  const visitor = newCustomer("trial");
  await page.goto("/account/trial-downloads");
  await expect(page.getByRole("heading", { level: 1, name: "Trial Fonts" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole("form", { name: "Request trial fonts" });
  await form.getByRole("button", { name: "Request trial fonts" }).click();
  await expect(form.getByText("Enter your full name")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByText("Choose at least one font")).toBeVisible();
  await expect(form.getByLabel("Full name")).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel("Full name").fill(visitor.name);
  await form.getByLabel("Email").fill(visitor.email);
  const fonts = form.getByRole("group", { name: "Fonts" }).getByRole("checkbox");
  expect(await fonts.count()).toBeGreaterThan(1);
  await fonts.nth(0).check();
  await fonts.nth(1).check();
  const sent = page.waitForRequest((request) =>
    /CreateTrialDownload/.test(request.postData() ?? ""),
  );
  await form.getByRole("button", { name: "Request trial fonts" }).click();
  const variables = (await sent).postDataJSON().variables as { fontIds: string };
  expect(variables.fontIds.split(",")).toHaveLength(2);
  await expect(
    page.getByRole("status").filter({ hasText: `will email a download link to ${visitor.email}` }),
  ).toBeVisible();
  const email = await latestEmailTo(visitor.email, /trial fonts/, 60_000);
  expect(email).toMatch(/\/trial-download\/\S+/);
});

test("the contact form shows its errors, then thanks the visitor", async ({ page }) => {
  const visitor = newCustomer("contact");
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByRole("button", { name: "Send message" }).click();
  for (const message of [
    "Enter your name",
    "Please enter a valid email address",
    "Enter your company name",
    "Choose at least one interest",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel("Name", { exact: true }).fill(visitor.name);
  await form.getByLabel("Email").fill(visitor.email);
  await form.getByLabel("Company name").fill("Atelier Plumb");
  await form.getByRole("group", { name: "Interested in" }).getByLabel("Localisation").check();
  // Past the browser's checks, the API's: notes are capped at 5,000 characters.
  await form.getByLabel("Notes (optional)").fill("x".repeat(5001));
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Use at most 5,000 characters for the notes")).toBeVisible();
  await expect(form.getByLabel("Notes (optional)")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Notes (optional)").fill("Arabic and Hebrew for a museum's wayfinding.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `We will reply to ${visitor.email} soon.` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
