import "server-only";
import { FontSearchDocument } from "@meridian/graphql/content";
import { readContent } from "../content/read-content";
import { getSiteSetup } from "../site/get-site-setup";
import { type SearchEntry, searchEntryFromFont } from "./search-entry";

/** The header search's index: the content service's font search (first 400, spec 9), trimmed. */
export async function getSearchIndex(): Promise<SearchEntry[]> {
  const [{ allFonts }, site] = await Promise.all([readContent(FontSearchDocument), getSiteSetup()]);
  return allFonts.flatMap((font) => searchEntryFromFont(font, site.collaborationPrefix) ?? []);
}
