/** Where a draft is seen on the public sites: which site, and the path of its page. */
export interface PreviewTarget {
  site: "foundry" | "studio";
  path: string;
}

const slugOf = (raw: unknown, field: "slug" | "id" = "slug"): string | null => {
  const value = raw && typeof raw === "object" ? (raw as Record<string, unknown>)[field] : null;
  return typeof value === "string" && value ? encodeURIComponent(value) : null;
};

const foundry = (path: string): PreviewTarget => ({ site: "foundry", path });
const studio = (path: string): PreviewTarget => ({ site: "studio", path });

/**
 * The page that shows a draft of `kind` (content/'s layout) once published: an item's own page
 * where it has one, else the page that lists or uses it. Null for what no foundry or studio page
 * shows (the launcher's setup).
 */
export function previewTarget(kind: string, raw: unknown): PreviewTarget | null {
  const slug = slugOf(raw);
  switch (kind) {
    case "fonts":
      return foundry(slug ? `/fonts/${slug}` : "/fonts");
    case "customFonts":
      return foundry(slug ? `/custom-fonts/${slug}` : "/custom-fonts");
    case "modifiedFonts":
      return foundry(slug ? `/modifications/${slug}` : "/modifications");
    case "caseStudies":
      return foundry(slug ? `/case-studies/${slug}` : "/");
    case "infoPages":
      return foundry(slug ? `/information/${slug}` : "/information");
    case "pages":
      return foundry(slug ? `/${slug}` : "/");
    case "fontsInUse":
    case "fontsInUseCategories":
      return foundry("/fonts-in-use");
    case "classifications":
    case "widths":
    case "opentypeFeatures":
      return foundry("/fonts");
    case "site":
    case "pageSeo":
      return foundry("/");
    case "products":
      return studio(slug ? `/goods/${slug}` : "/goods");
    case "studioWorks":
      return studio(slug ? `/work/${slug}` : "/work");
    case "studioWorkCategories":
      return studio("/work");
    case "studioArchive":
      return studio("/archive");
    case "studioPages":
      return studio(slug ? `/${slug}` : "/");
    case "studioSetup":
      return studio("/");
    default:
      return null;
  }
}
