import "server-only";
import { type FontTesterFragment, HomepageFontDocument } from "@meridian/graphql/content";
import { readContent } from "../content/read-content";
import { getSiteSetup } from "../site/get-site-setup";

/** The font of the home page's type tester (site setup's homepage font); null when none is set. */
export async function getHomepageFont(): Promise<FontTesterFragment | null> {
  const { homepageFont } = await getSiteSetup();
  if (!homepageFont) return null;
  const { font } = await readContent(HomepageFontDocument, { slug: homepageFont.slug });
  return font ?? null;
}
