// Guards what search engines and shared links read (spec 7.3 "Page SEO by page"): each content
// route's title and description from content, sitemap.xml listing every public page (fonts,
// the collaboration section at its prefix, custom, modified, case-study, info and content
// pages) with absolute URLs, and robots.txt keeping private routes out and pointing to it.
import { expect, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

const description = (page: import("@playwright/test").Page) =>
  page.locator('meta[name="description"]');

test("index pages take their title and description from page SEO", async ({ page }) => {
  await page.goto("/fonts-in-use");
  await expect(page).toHaveTitle("Fonts in use — Meridian typefaces at work");
  await expect(description(page)).toHaveAttribute(
    "content",
    "Magazines, identities, packaging, signage and apps set in Meridian typefaces.",
  );
  await page.goto("/information");
  await expect(page).toHaveTitle("Information — FAQ's, licences and copyright");
  await expect(description(page)).toHaveAttribute("content", /Answers to common questions/);
});

test("items take their own SEO, or their title and index text", async ({ page }) => {
  await page.goto("/custom-fonts/halden-text");
  await expect(page).toHaveTitle("Halden Text — a bilingual serif for the Halden Museum");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "Halden Text — a bilingual serif for the Halden Museum",
  );
  await page.goto("/privacy-policy");
  await expect(description(page)).toHaveAttribute(
    "content",
    /What personal data Meridian collects/,
  );
  // The FAQ's page has no SEO entry: its title under the site's template.
  await page.goto("/information/faqs");
  await expect(page).toHaveTitle("FAQ's — Meridian");
});

test("sitemap.xml lists every kind of public page with absolute URLs", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  expect(locations).toEqual(
    expect.arrayContaining([
      "/",
      "/fonts",
      "/fonts/inter",
      "/playground",
      "/playground/geist-pixel",
      "/mx",
      "/mx/manrope",
      "/custom-fonts",
      "/custom-fonts/northline-sans",
      "/modifications/ledger-sans",
      "/case-studies/northline-wayfinding",
      "/information",
      "/information/faqs",
      "/services",
      "/about",
      "/privacy-policy",
      "/cookie-policy",
      "/fonts-in-use",
    ]),
  );
  expect(new Set(locations).size).toBe(locations.length);
  // Of the private routes' prefixes, only the public trial fonts form is listed.
  expect(
    locations.filter((path) => /^\/(account|checkout|shared-cart|licences|api)/.test(path)),
  ).toEqual(["/account/trial-downloads"]);
});

test("robots.txt keeps the private routes out and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const path of ["/account", "/checkout", "/shared-cart", "/licences", "/api"]) {
    expect(text).toContain(`Disallow: ${path}`);
  }
  // The trial fonts form is public, though it sits under /account.
  expect(text).toContain("Allow: /account/trial-downloads");
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
});
