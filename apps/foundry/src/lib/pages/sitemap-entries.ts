/**
 * Every public address of the foundry for sitemap.xml: the fixed routes of spec 2.1 (the
 * collaboration section at its configured prefix), then one page per font, custom font,
 * modified font, case study, information page and content page. Private and transactional
 * routes (account, checkout, shared carts, login) are left out, as robots.txt keeps them out;
 * the trial fonts form, public though it sits under /account, is in.
 */
import type { SitemapEntriesQuery } from "@meridian/graphql/content";
import type { MetadataRoute } from "next";
import { fontHref } from "../fonts/font-href";
import { caseStudyPath, clientFontPath, contentPagePath, infoPagePath } from "./paths";

/** Routes that exist whatever the content: the home page, the indexes, contact, trial fonts. */
export const FIXED_PATHS = [
  "/",
  "/fonts",
  "/playground",
  "/custom-fonts",
  "/modifications",
  "/fonts-in-use",
  "/information",
  "/contact",
  "/account/trial-downloads",
] as const;

export function sitemapEntries(
  content: SitemapEntriesQuery,
  collaborationPrefix: string,
  origin: string,
): MetadataRoute.Sitemap {
  const entries = new Map<string, string | undefined>();
  const add = (path: string, updatedAt?: string) => {
    if (!entries.has(path)) entries.set(path, updatedAt);
  };
  for (const path of FIXED_PATHS) add(path);
  add(`/${collaborationPrefix}`);
  for (const font of content.allFonts) add(fontHref(font, collaborationPrefix), font._updatedAt);
  for (const font of content.allCustomFonts)
    add(clientFontPath("custom", font.slug), font._updatedAt);
  for (const font of content.allModifiedFonts) {
    add(clientFontPath("modified", font.slug), font._updatedAt);
  }
  for (const study of content.allCaseStudies) add(caseStudyPath(study.slug), study._updatedAt);
  for (const page of content.allInfoPages) add(infoPagePath(page.slug), page._updatedAt);
  for (const page of content.allPages) add(contentPagePath(page.slug), page._updatedAt);

  const base = origin.replace(/\/+$/, "");
  return [...entries].map(([path, updatedAt]) => ({
    url: path === "/" ? `${base}/` : `${base}${path}`,
    ...(updatedAt ? { lastModified: updatedAt } : {}),
  }));
}
