import { getSearchIndex } from "@/lib/search/get-search-index";

/**
 * GET /api/search-index: the fonts the header search matches in the browser (spec 2.4, 7.3).
 * The content token stays here (DESIGN 7.1); the content read is cached by Next's data cache,
 * and browsers and CDNs may reuse the answer for a minute and serve it stale while refreshing.
 */
export async function GET() {
  const fonts = await getSearchIndex();
  return Response.json(
    { fonts },
    { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" } },
  );
}
