// Guards the foundry's content pages (spec 2.1, 3; DESIGN 7.1 paths): the custom and modified
// font indexes and details, a case study, /services with its anchors, /about, /fonts-in-use and
// its category filter, /information and an information page, the policies, a content page by
// slug, the collaboration index served through the /{slug} dispatcher, and the 404 page for an
// unknown slug — each with its title, its real content, no console errors and no serious axe
// violations.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

test("/custom-fonts lists the custom fonts, each linking to its page", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/custom-fonts");
  await expect(page).toHaveTitle("Custom fonts — unique typefaces for clients");
  await expect(page.getByRole("heading", { level: 1, name: "Custom" })).toBeVisible();
  await expect(page.getByText("Unique Creations", { exact: true })).toBeVisible();
  const northline = page.getByRole("link", { name: "Northline Sans" });
  await expect(northline).toHaveAttribute("href", "/custom-fonts/northline-sans");
  await expect(page.getByText("Northline Railways")).toBeVisible();
  await expect(page.getByRole("link", { name: "Halden Text" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);

  await northline.click();
  await expect(page).toHaveURL("/custom-fonts/northline-sans");
  await expect(page.getByRole("heading", { level: 1, name: "Northline Sans" })).toBeVisible();
});

test("a custom font shows its client, its text and its blocks", async ({ page, consoleErrors }) => {
  await page.goto("/custom-fonts/northline-sans");
  await expect(page).toHaveTitle("Northline Sans — a custom typeface for Northline Railways");
  await expect(page.getByText("Custom font for Northline Railways")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "A typeface for forty-one stations" }),
  ).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Where it is read" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Platform number" })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Read the case study on the Northline wayfinding system." }),
  ).toHaveAttribute("href", "/case-studies/northline-wayfinding");
  await expect(
    page.getByText("Typeface design 2023–2024 · Signage with Meridian Studio"),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("/modifications lists the modified fonts and a modified font shows its blocks", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/modifications");
  await expect(page).toHaveTitle("Modified fonts — exclusive glyphs for existing typefaces");
  await expect(page.getByRole("heading", { level: 1, name: "Modified" })).toBeVisible();
  await expect(page.getByText("Exclusive Glyphs", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Manrope Cymraeg" }).click();
  await expect(page).toHaveURL("/modifications/manrope-cymraeg");
  await expect(page.getByRole("heading", { level: 1, name: "Manrope Cymraeg" })).toBeVisible();
  await expect(page.getByText("Modified font for West Wales Arts")).toBeVisible();
  await expect(page.getByText(/written in Welsh first/)).toBeVisible();
  // Its Tiled content block fills with the other modified fonts, never with itself.
  const tiles = page.getByRole("main").getByRole("link", { name: "Ledger Sans" });
  await expect(tiles).toHaveAttribute("href", "/modifications/ledger-sans");
  await expect(page.getByRole("main").getByRole("link", { name: "Manrope Cymraeg" })).toHaveCount(
    0,
  );
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a case study shows its client, its sections and its quote", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/case-studies/northline-wayfinding");
  await expect(page).toHaveTitle("Case study — Northline Railways wayfinding");
  await expect(
    page.getByRole("heading", { level: 1, name: "Finding the way at forty-one stations" }),
  ).toBeVisible();
  await expect(page.getByText("Case study · Northline Railways")).toBeVisible();
  await expect(page.getByRole("region", { name: "Listening" })).toContainText(
    "People look for the platform number first and the destination second",
  );
  await expect(page.getByText("Daniel Okoro, Head of Stations, Northline Railways")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("/services has the logos, localisation and hinting sections to link to", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/services");
  await expect(page).toHaveTitle("Services — custom fonts, modifications, logos and more");
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  for (const [anchor, heading] of [
    ["logos", "Logos"],
    ["localisation", "Localisation"],
    ["hinting", "Hinting"],
  ]) {
    const section = page.locator(`section#${anchor}`);
    await expect(section.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator("#logos")).toContainText("A logotype is the most-seen piece of type");
  // The custom fonts section tiles the custom fonts.
  await expect(
    page.getByRole("region", { name: "Custom fonts" }).getByRole("link", { name: "Halden Text" }),
  ).toHaveAttribute("href", "/custom-fonts/halden-text");
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);

  await page.goto("/services#hinting");
  await expect(page.getByRole("heading", { level: 2, name: "Hinting" })).toBeInViewport();
});

test("/about tells who the foundry is", async ({ page, consoleErrors }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle("About Meridian");
  await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "About Meridian" })).toBeVisible();
  await expect(page.getByText(/type foundry and design studio in Clerkenwell/)).toBeVisible();
  await expect(page.getByRole("link", { name: "See our services" })).toHaveAttribute(
    "href",
    "/services",
  );
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("/fonts-in-use filters the projects by category", async ({ page, consoleErrors }) => {
  await page.goto("/fonts-in-use");
  await expect(page).toHaveTitle("Fonts in use — Meridian typefaces at work");
  await expect(page.getByRole("heading", { level: 1, name: "Fonts In Use" })).toBeVisible();
  const projects = page.getByRole("list", { name: "All projects" }).getByRole("article");
  await expect(projects).toHaveCount(7);
  const harbour = projects.filter({ hasText: "Harbour Quarterly" });
  await expect(harbour.getByRole("link", { name: "Source Serif 4" })).toHaveAttribute(
    "href",
    "/fonts/source-serif-4",
  );
  await expect(harbour.getByRole("link", { name: /Visit the project/ })).toHaveAttribute(
    "href",
    "https://harbourquarterly.example/issues/14",
  );
  // Fonts link to their own section: the playground and the collaboration prefix.
  await expect(page.getByRole("link", { name: "Geist Pixel" })).toHaveAttribute(
    "href",
    "/playground/geist-pixel",
  );
  await expect(page.getByRole("link", { name: "Manrope" })).toHaveAttribute("href", "/mx/manrope");
  await expectNoSeriousA11yViolations(page);

  const categories = page.getByRole("navigation", { name: "Categories" });
  await categories.getByRole("link", { name: /^Signage/ }).click();
  await expect(page).toHaveURL("/fonts-in-use?category=signage");
  await expect(categories.getByRole("link", { name: /^Signage/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const signage = page.getByRole("list", { name: "Signage" }).getByRole("article");
  await expect(signage).toHaveCount(2);
  await expect(signage.filter({ hasText: "Northgate General Hospital" })).toBeVisible();
  await expect(page.getByText("Ledgerline — a budgeting app")).toHaveCount(0);

  await categories.getByRole("link", { name: /^All/ }).click();
  await expect(page).toHaveURL("/fonts-in-use");
  await expect(projects).toHaveCount(7);
  expect(consoleErrors).toEqual([]);
});

test("/information lists the items flagged for the index and links to their answers", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/information");
  await expect(page).toHaveTitle("Information — FAQ's, licences and copyright");
  await expect(page.getByRole("heading", { level: 1, name: "Information" })).toBeVisible();
  const faqs = page.getByRole("region", { name: "FAQ's" });
  await expect(faqs.getByRole("link", { name: "Which licence do I need?" })).toHaveAttribute(
    "href",
    "/information/faqs#which-licence-do-i-need",
  );
  // Not flagged showInIndex: only on the page itself.
  await expect(faqs.getByText("Which currencies can I pay in?")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Licences" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Copyright" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("an information page lists every FAQ with its answer", async ({ page, consoleErrors }) => {
  await page.goto("/information/faqs");
  await expect(page).toHaveTitle("FAQ's — Meridian");
  await expect(page.getByRole("heading", { level: 1, name: "FAQ's" })).toBeVisible();
  const buying = page.getByRole("region", { name: "Buying fonts" });
  for (const question of [
    "Which licence do I need?",
    "What does the licence size mean?",
    "Is it cheaper to buy the whole family?",
    "Which currencies can I pay in?",
  ]) {
    await expect(buying.getByRole("heading", { level: 3, name: question })).toBeVisible();
  }
  await expect(buying.getByText(/Pounds sterling, euros and US dollars/)).toBeVisible();
  await expect(buying.getByRole("link", { name: "Licences" })).toHaveAttribute(
    "href",
    "/information/licences",
  );
  await expect(page.getByRole("region", { name: "Orders and goods" })).toContainText(
    "Do you charge VAT?",
  );
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("the privacy and cookie policies render their text and tables", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/privacy-policy");
  await expect(page).toHaveTitle("Privacy Policy — Meridian");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();
  await expect(page.getByText("Meridian Type Ltd", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Newsletter subscriptions" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto("/cookie-policy");
  await expect(page).toHaveTitle("Cookie Policy — Meridian");
  await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "accepted_cookies2" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Privacy Policy" }).last()).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a content page renders at its own slug", async ({ page, consoleErrors }) => {
  await page.goto("/trial-fonts");
  await expect(page).toHaveTitle("Trial fonts — Meridian");
  await expect(page.getByRole("heading", { level: 1, name: "Trial fonts" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Try before you buy" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request trial fonts" })).toHaveAttribute(
    "href",
    "/account/trial-downloads",
  );
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("the collaboration prefix is served by the slug dispatcher", async ({ page }) => {
  const response = await page.goto("/mx");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Meridian ×" })).toBeVisible();
});

test("an unknown slug or item shows the 404 page", async ({ page }) => {
  for (const path of ["/no-such-page", "/custom-fonts/no-such-font", "/information/no-such-page"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle("Page not found — Meridian");
  }
});
