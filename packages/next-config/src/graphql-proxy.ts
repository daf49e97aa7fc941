import { type NextRequest, NextResponse } from "next/server";

/**
 * The sites' same-origin `/graphql` (spec 7.1, DESIGN 1), rewritten to the API at request time
 * so one build runs against any API address. Same-origin keeps the cart cookie first-party.
 */
export function createGraphqlProxy(apiUrl: string) {
  const target = new URL("/graphql", apiUrl);
  return function proxy(request: NextRequest) {
    const destination = new URL(target);
    destination.search = request.nextUrl.search;
    return NextResponse.rewrite(destination);
  };
}
