import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { httpRequestTo } from "./__fixtures__/http-request";
import { createKeptResponses } from "./kept-responses.mjs";

const PUBLIC = "public, max-age=0, s-maxage=1, stale-while-revalidate=59, stale-if-error=86400";
const PRIVATE = "private, no-cache, no-store, max-age=0, must-revalidate";

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/**
 * A site whose pages say which render they came from: `page(path)` sets how each path answers.
 * Returns its port, how many times it rendered, and the revision to change.
 */
async function site(
  page: (path: string, response: ServerResponse) => void = (_path, response) => {
    response.setHeader("cache-control", PUBLIC);
    response.setHeader("etag", '"page-1"');
  },
  limit?: number,
  maxBytes?: number,
) {
  const state = { renders: 0, revision: 7 as number | undefined };
  const kept = createKeptResponses({
    revision: () => state.revision,
    ...(limit && { limit }),
    ...(maxBytes && { maxBytes }),
  });
  const listening = createServer((request, response) => {
    response.setHeader("x-request-id", `request-${Math.random()}`);
    if (kept.answer(request, response)) return;
    kept.keep(request, response);
    state.renders += 1;
    response.setHeader("content-type", "text/html");
    response.setHeader("content-security-policy", "script-src 'self' 'sha256-abc'");
    response.setHeader("x-nextjs-cache", "HIT");
    page(request.url ?? "", response);
    response.write(`<p>render ${state.renders} of ${request.url}`);
    response.end(` for revision ${state.revision}</p>`);
  });
  server = listening;
  await new Promise<void>((done) => listening.listen(0, "127.0.0.1", done));
  return { port: (listening.address() as AddressInfo).port, state, kept };
}

const send = (port: number, path: string, headers: Record<string, string> = {}, method = "GET") =>
  httpRequestTo(port, { path, headers, method });

describe("the answers a site keeps (issue 44)", () => {
  it("sends a public page again as it was sent, without rendering it, with its own request id", async () => {
    const { port, state } = await site();
    const first = await send(port, "/fonts/geist");
    const again = await send(port, "/fonts/geist");
    expect(first.body).toBe("<p>render 1 of /fonts/geist for revision 7</p>");
    expect(again.body).toBe(first.body);
    expect(state.renders).toBe(1);
    expect(again.headers["cache-control"]).toBe(PUBLIC);
    expect(again.headers["content-security-policy"]).toBe("script-src 'self' 'sha256-abc'");
    expect(again.headers["content-length"]).toBe(String(Buffer.byteLength(first.body)));
    expect(again.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("renders afresh once the revision changes", async () => {
    const { port, state } = await site();
    await send(port, "/fonts");
    state.revision = 8;
    expect((await send(port, "/fonts")).body).toBe("<p>render 2 of /fonts for revision 8</p>");
    expect((await send(port, "/fonts")).body).toBe("<p>render 2 of /fonts for revision 8</p>");
  });

  it("lets an old revision's answers go at the first answer kept for the new one", async () => {
    const { port, state, kept } = await site();
    await send(port, "/fonts");
    await send(port, "/about");
    expect(kept.size).toBe(2);
    state.revision = 8;
    await send(port, "/fonts");
    expect(kept.size).toBe(1);
    state.revision = 7;
    expect((await send(port, "/about")).body).toBe("<p>render 4 of /about for revision 7</p>");
  });

  it("does not keep an answer that ends after its revision has gone", async () => {
    const { port, state, kept } = await site((_path, response) => {
      response.setHeader("cache-control", PUBLIC);
      state.revision = 8;
    });
    await send(port, "/fonts");
    expect(kept.size).toBe(0);
  });

  it("keeps one answer per URL, navigation header, encoding and scheme asked for", async () => {
    const { port, state } = await site();
    await send(port, "/fonts");
    await send(port, "/fonts?tag=serif");
    await send(port, "/fonts", { rsc: "1" });
    await send(port, "/fonts", { "accept-encoding": "br" });
    // Over HTTPS the policy asks to upgrade requests (site-proxy.ts): another answer.
    await send(port, "/fonts", { "x-forwarded-proto": "https" });
    expect(state.renders).toBe(5);
    expect((await send(port, "/fonts", { rsc: "1" })).body).toBe(
      "<p>render 3 of /fonts for revision 7</p>",
    );
    expect(state.renders).toBe(5);
  });

  it("sends a link's page kept whatever tracking its URL carries, and keeps what a page reads", async () => {
    const { port, state } = await site();
    await send(port, "/fonts/geist?s1.size=96");
    const fromAPost = await send(port, "/fonts/geist?s1.size=96&fbclid=IwAR3x&utm_source=news");
    expect(fromAPost.body).toBe("<p>render 1 of /fonts/geist?s1.size=96 for revision 7</p>");
    expect((await send(port, "/fonts/geist?gclid=abc")).body).toBe(
      "<p>render 2 of /fonts/geist?gclid=abc for revision 7</p>",
    );
    expect((await send(port, "/fonts/geist?utm_campaign=launch")).body).toBe(
      "<p>render 2 of /fonts/geist?gclid=abc for revision 7</p>",
    );
    expect(state.renders).toBe(2);
  });

  it("answers 304 to the page's ETag, without the policy the browser keeps", async () => {
    const { port } = await site();
    await send(port, "/about");
    const unchanged = await send(port, "/about", { "if-none-match": '"page-1"' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe("");
    expect(unchanged.headers.etag).toBe('"page-1"');
    expect(unchanged.headers["content-security-policy"]).toBeUndefined();
  });

  it("answers HEAD from what it keeps, with no body", async () => {
    const { port, state } = await site();
    await send(port, "/about");
    const head = await send(port, "/about", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(state.renders).toBe(1);
  });

  it("never keeps one visitor's page, a cookie, a failure, a preview, a POST or a first render", async () => {
    const { port, state } = await site((path, response) => {
      if (path === "/first-render") response.setHeader("x-nextjs-cache", "MISS");
      if (path === "/checkout") response.setHeader("cache-control", PRIVATE);
      else response.setHeader("cache-control", PUBLIC);
      if (path === "/with-cookie") response.setHeader("set-cookie", "cart=1; Secure");
      if (path === "/missing") response.statusCode = 404;
    });
    for (const path of ["/checkout", "/with-cookie", "/missing", "/first-render"]) {
      await send(port, path);
      await send(port, path);
    }
    await send(port, "/fonts", { cookie: "__prerender_bypass=staff" });
    await send(port, "/fonts", { cookie: "__prerender_bypass=staff" });
    await send(port, "/fonts", {}, "POST");
    await send(port, "/fonts", {}, "POST");
    expect(state.renders).toBe(12);
  });

  it("keeps nothing while no revision is known", async () => {
    const { port, state } = await site();
    state.revision = undefined;
    await send(port, "/fonts");
    await send(port, "/fonts");
    expect(state.renders).toBe(2);
  });

  it("lets the answer sent least recently go first when it holds its limit", async () => {
    const { port, state, kept } = await site(undefined, 2);
    await send(port, "/a");
    await send(port, "/b");
    await send(port, "/a");
    await send(port, "/c");
    expect(kept.size).toBe(2);
    await send(port, "/a");
    expect(state.renders).toBe(3);
    await send(port, "/b");
    expect(state.renders).toBe(4);
  });

  it("lets the answer sent least recently go first when the bytes kept pass their budget", async () => {
    // Each answer here is 36 bytes: two fit in 80, a third does not.
    const { port, state, kept } = await site(undefined, undefined, 80);
    expect((await send(port, "/a")).body).toHaveLength(36);
    await send(port, "/b");
    await send(port, "/c");
    expect(kept.size).toBe(2);
    await send(port, "/b");
    expect(state.renders).toBe(3);
    await send(port, "/a");
    expect(state.renders).toBe(4);
  });
});
