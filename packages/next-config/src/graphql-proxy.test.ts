import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { createGraphqlProxy } from "./graphql-proxy";

describe("the /graphql rewrite", () => {
  it("sends the request, query string included, to the API's /graphql", () => {
    const proxy = createGraphqlProxy("http://api.internal:4000");
    const response = proxy(new NextRequest("http://localhost:3000/graphql?op=Cart"));
    expect(response.headers.get("x-middleware-rewrite")).toBe(
      "http://api.internal:4000/graphql?op=Cart",
    );
  });
});
