import type { SitemapEntriesQuery } from "@meridian/graphql/content";
import { describe, expect, it } from "vitest";
import { sitemapEntries } from "./sitemap-entries";

const content: SitemapEntriesQuery = {
  allFonts: [
    { slug: "inter", playground: false, collaboration: false, _updatedAt: "2025-01-01T00:00:00Z" },
    {
      slug: "geist-pixel",
      playground: true,
      collaboration: false,
      _updatedAt: "2025-02-01T00:00:00Z",
    },
    { slug: "manrope", playground: false, collaboration: true, _updatedAt: "2025-03-01T00:00:00Z" },
  ],
  allCustomFonts: [{ slug: "northline-sans", _updatedAt: "2024-10-08T09:00:00Z" }],
  allModifiedFonts: [{ slug: "ledger-sans", _updatedAt: "2024-06-01T09:00:00Z" }],
  allCaseStudies: [{ slug: "northline-wayfinding", _updatedAt: "2024-11-05T09:00:00Z" }],
  allInfoPages: [{ slug: "faqs", _updatedAt: "2026-03-02T09:00:00Z" }],
  allPages: [
    { slug: "services", _updatedAt: "2026-01-01T09:00:00Z" },
    { slug: "trial-fonts", _updatedAt: "2026-01-01T09:00:00Z" },
  ],
};

describe("sitemapEntries", () => {
  const entries = sitemapEntries(content, "mx", "https://meridian.example/");
  const urls = entries.map((entry) => entry.url);

  it("lists the fixed routes and the collaboration index at its prefix, as absolute URLs", () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        "https://meridian.example/",
        "https://meridian.example/fonts",
        "https://meridian.example/playground",
        "https://meridian.example/mx",
        "https://meridian.example/custom-fonts",
        "https://meridian.example/fonts-in-use",
      ]),
    );
  });

  it("puts each font under its own section", () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        "https://meridian.example/fonts/inter",
        "https://meridian.example/playground/geist-pixel",
        "https://meridian.example/mx/manrope",
      ]),
    );
  });

  it("lists every content item with its update time", () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          url: "https://meridian.example/custom-fonts/northline-sans",
          lastModified: "2024-10-08T09:00:00Z",
        },
        {
          url: "https://meridian.example/modifications/ledger-sans",
          lastModified: "2024-06-01T09:00:00Z",
        },
        {
          url: "https://meridian.example/case-studies/northline-wayfinding",
          lastModified: "2024-11-05T09:00:00Z",
        },
        { url: "https://meridian.example/information/faqs", lastModified: "2026-03-02T09:00:00Z" },
        { url: "https://meridian.example/trial-fonts", lastModified: "2026-01-01T09:00:00Z" },
      ]),
    );
  });

  it("lists each address once and nothing private, the public trial fonts form aside", () => {
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => /\/(account|checkout|shared-cart|login)/.test(url))).toEqual([
      "https://meridian.example/account/trial-downloads",
    ]);
  });
});
