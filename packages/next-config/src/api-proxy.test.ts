import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { createApiProxy } from "./api-proxy";

describe("the API rewrite", () => {
  const proxy = createApiProxy("http://api.internal:4000");

  it("sends /graphql, query string included, to the API's /graphql", () => {
    const response = proxy(new NextRequest("http://localhost:3000/graphql?op=Cart"));
    expect(response.headers.get("x-middleware-rewrite")).toBe(
      "http://api.internal:4000/graphql?op=Cart",
    );
  });

  it("keeps the path of font files and subsets", () => {
    const font = proxy(
      new NextRequest("http://localhost:3000/fonts/inter/Inter-Regular.woff2?v=1"),
    );
    expect(font.headers.get("x-middleware-rewrite")).toBe(
      "http://api.internal:4000/fonts/inter/Inter-Regular.woff2?v=1",
    );
    const subset = proxy(
      new NextRequest(
        "http://localhost:3000/font-subset.woff2?font_path=inter/Inter-Regular&text=Hi",
      ),
    );
    expect(subset.headers.get("x-middleware-rewrite")).toBe(
      "http://api.internal:4000/font-subset.woff2?font_path=inter/Inter-Regular&text=Hi",
    );
  });
});
