import "server-only";
import { type FontCardFragment, HomepageFontsDocument } from "@meridian/graphql/content";
import { readContent } from "../content/read-content";
import { type PagingState, pageWindow, pagingState } from "./paging";

export interface HomepageFonts {
  fonts: FontCardFragment[];
  paging: PagingState;
}

/** The home page's fonts up to the end of `page`, in the site setup's order (spec 2.1, 7.3). */
export async function getHomepageFonts(page: number): Promise<HomepageFonts> {
  const { allHomepageFonts, _allHomepageFontsMeta } = await readContent(
    HomepageFontsDocument,
    pageWindow(page),
  );
  return {
    fonts: allHomepageFonts,
    paging: pagingState(page, allHomepageFonts.length, _allHomepageFontsMeta.count),
  };
}
