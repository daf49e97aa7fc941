/**
 * Where the content kinds of spec 2.1 whose paths the spec does not show live (DESIGN 7.1):
 * /custom-fonts/{slug}, /modifications/{slug}, /case-studies/{slug}, /information/{slug} and
 * /{slug} for content pages.
 */

export function clientFontPath(kind: "custom" | "modified", slug: string): string {
  return kind === "custom" ? `/custom-fonts/${slug}` : `/modifications/${slug}`;
}

export function caseStudyPath(slug: string): string {
  return `/case-studies/${slug}`;
}

export function infoPagePath(slug: string): string {
  return `/information/${slug}`;
}

export function contentPagePath(slug: string): string {
  return `/${slug}`;
}
