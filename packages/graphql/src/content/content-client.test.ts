// Guards the content client (spec 7.3, DESIGN 5.2): the bearer token and environment path on
// every read, Next's cache options passed through, and errors that name the operation.
import { describe, expect, it, vi } from "vitest";
import { FontBySlugDocument, OpentypeFeaturesDocument } from "../generated/content/graphql";
import { contentClientFromEnv, createContentClient } from "./content-client";

function stubFetch(status: number, body: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
}

const features = { allOpentypeFeatures: [{ name: "Ligatures", unicodeTag: "liga" }] };

describe("createContentClient", () => {
  it("posts the document with the bearer token to the environment's path", async () => {
    const fetch = stubFetch(200, { data: features });
    const client = createContentClient({
      url: "http://api.test/content/",
      token: "secret-token",
      environment: "preview",
      fetch,
    });

    const data = await client.query(OpentypeFeaturesDocument);

    expect(data).toEqual(features);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("http://api.test/content/environments/preview/graphql");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer secret-token");
    const body = JSON.parse(String(init?.body));
    expect(body.operationName).toBe("OpentypeFeatures");
    expect(body.query).toContain("query OpentypeFeatures");
    expect(body.variables).toEqual({});
  });

  it("uses the service's default path without an environment", () => {
    const client = createContentClient({ url: "http://api.test/content", token: "t" });
    expect(client.endpoint).toBe("http://api.test/content/graphql");
  });

  it("keys a read by its published revision on the URL, not in Next's options", async () => {
    const fetch = stubFetch(200, { data: features });
    const client = createContentClient({ url: "http://api.test/content", token: "t", fetch });

    await client.query(OpentypeFeaturesDocument, {}, { revalidate: 60, revision: 7 });

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("http://api.test/content/graphql?revision=7");
    expect((init as RequestInit & { next?: unknown }).next).toEqual({ revalidate: 60 });
  });

  it("passes variables and Next's revalidate and tags through", async () => {
    const fetch = stubFetch(200, { data: { font: null } });
    const client = createContentClient({ url: "http://api.test/content", token: "t", fetch });

    await client.query(
      FontBySlugDocument,
      { slug: "meridian-serif" },
      {
        revalidate: 60,
        tags: ["fonts"],
      },
    );

    const init = fetch.mock.calls[0]![1] as RequestInit & { next?: unknown };
    expect(JSON.parse(String(init.body)).variables).toEqual({ slug: "meridian-serif" });
    expect(init.next).toEqual({ revalidate: 60, tags: ["fonts"] });
    // @ts-expect-error FontBySlug cannot be run without its slug.
    expect(() => client.query(FontBySlugDocument)).toBeTypeOf("function");
  });

  it("throws the GraphQL errors with the operation's name", async () => {
    const fetch = stubFetch(200, {
      data: null,
      errors: [{ message: "first must be an integer from 0 to 500" }],
    });
    const client = createContentClient({ url: "http://api.test/content", token: "t", fetch });

    await expect(client.query(FontBySlugDocument, { slug: "x" })).rejects.toThrow(
      "Content query FontBySlug failed: first must be an integer from 0 to 500",
    );
  });

  it("throws the service's refusal with the status and the operation's name", async () => {
    const fetch = stubFetch(401, { error: "Invalid content token." });
    const client = createContentClient({ url: "http://api.test/content", token: "t", fetch });

    await expect(client.query(OpentypeFeaturesDocument)).rejects.toMatchObject({
      name: "ContentQueryError",
      operationName: "OpentypeFeatures",
      status: 401,
      message: "Content query OpentypeFeatures failed: HTTP 401 Invalid content token.",
    });
  });

  it("refuses to start without a token", () => {
    expect(() => createContentClient({ url: "http://api.test/content", token: "" })).toThrow(
      "token",
    );
  });
});

describe("contentClientFromEnv", () => {
  it("reads the url, token and environment", () => {
    const client = contentClientFromEnv({
      CONTENT_URL: "http://api.test/content",
      CONTENT_TOKEN: "t",
      CONTENT_ENVIRONMENT: "main",
    });
    expect(client.endpoint).toBe("http://api.test/content/environments/main/graphql");
  });

  it("refuses an unknown environment by name", () => {
    expect(() =>
      contentClientFromEnv({
        CONTENT_URL: "http://x",
        CONTENT_TOKEN: "t",
        CONTENT_ENVIRONMENT: "staging",
      }),
    ).toThrow("CONTENT_ENVIRONMENT must be main or preview, not 'staging'.");
  });
});
