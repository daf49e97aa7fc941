// Guards the sites' server (issue 13 item 1): what reaches Next — and through its /graphql
// rewrite the API — as X-Forwarded-For is the address the site saw, never one the visitor
// wrote, unless the visitor is a trusted proxy (then its peer is appended); and the server takes
// `next start`'s options, refusing a bad TRUSTED_PROXIES entry by name. Issue 15: the server
// answers liveness and readiness itself, readiness fails once a stop begins, and a site started
// without NODE_ENV waits 5 s before closing, as the API does. Issue 16: each request gets an
// id that Next (and through it the API) sees and the response returns, and every line logged
// while it is served — its access line included — is JSON carrying that id. Issue 22: what it
// sends is compressed, with Brotli where the browser accepts it.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createProxyTrust } from "@meridian/client-address";
import type { Drain } from "@meridian/http-drain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { httpRequestTo } from "./__fixtures__/http-request";
import { findPrecompressed, precompress } from "./precompressed.mjs";
import { sharedCacheControl } from "./shared-cache-control.mjs";
import { createSiteServer } from "./site-http-server.mjs";
import { createSiteLogger } from "./site-log.mjs";
import { loadServerOptions } from "./site-server-options.mjs";

/** A stand-in for Next's handler: answers with the X-Forwarded-For it was given. */
const echoForwardedFor: RequestListener = (request, response) => {
  response.end(String(request.headers["x-forwarded-for"]));
};

let server: Server | null = null;
let drain: Drain | null = null;
let stopping: Promise<void> | null = null;
/** The JSON lines the server under test logged. */
let logged: Array<Record<string, unknown>> = [];
const logger = createSiteLogger("test-site", {
  destination: { write: (line) => logged.push(JSON.parse(line)) },
});

async function listen(
  trustedProxies: string[],
  handle = echoForwardedFor,
  precompressed?: ReadonlySet<string>,
) {
  logged = [];
  ({ server, drain } = createSiteServer({
    handle,
    trust: createProxyTrust(trustedProxies),
    logger,
    precompressed,
  }));
  await new Promise<void>((done) => server?.listen(0, "127.0.0.1", done));
  return (server.address() as AddressInfo).port;
}

/** A GET from `localAddress`: what it answered, with the request id it returned. */
async function get(
  port: number,
  localAddress: string,
  headers: Record<string, string> = {},
  path = "/graphql",
) {
  const {
    status,
    body,
    headers: sent,
  } = await httpRequestTo(port, { path, headers, localAddress });
  const requestId = sent["x-request-id"];
  return requestId ? { status, body, requestId: String(requestId) } : { status, body };
}

afterEach(async () => {
  await stopping;
  const running = server;
  server = null;
  stopping = null;
  if (running?.listening) await new Promise((done) => running.close(done));
});

describe("the sites' server", () => {
  it("replaces a visitor's X-Forwarded-For with the address it saw", async () => {
    const port = await listen([]);
    expect((await get(port, "127.0.0.2", { "x-forwarded-for": "20.1.2.3" })).body).toBe(
      "127.0.0.2",
    );
    expect((await get(port, "127.0.0.3")).body).toBe("127.0.0.3");
  });

  it("appends the peer when the peer is a trusted proxy in front of the site", async () => {
    const port = await listen(["127.0.0.2"]);
    expect((await get(port, "127.0.0.2", { "x-forwarded-for": "198.51.100.4" })).body).toBe(
      "198.51.100.4, 127.0.0.2",
    );
    expect((await get(port, "127.0.0.3", { "x-forwarded-for": "198.51.100.4" })).body).toBe(
      "127.0.0.3",
    );
  });

  it("answers 500 without details when the handler fails", async () => {
    const port = await listen([], () => {
      throw new Error("secret detail");
    });
    const original = console.error;
    console.error = () => {};
    try {
      expect(await get(port, "127.0.0.1")).toMatchObject({
        status: 500,
        body: "Internal Server Error",
      });
    } finally {
      console.error = original;
    }
  });

  it("sends a page that fails halfway as a 500 no cache keeps, without what it wrote", async () => {
    const port = await listen([], async (_request, response) => {
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": "script-src 'self' 'strict-dynamic'",
        "cache-control": "s-maxage=31536000",
        etag: '"page-1"',
      });
      response.write("<!DOCTYPE html><html><body><p>Half a page");
      await new Promise((done) => setTimeout(done, 10));
      throw new Error("the render failed");
    });
    const original = console.error;
    console.error = () => {};
    try {
      const sent = await httpRequestTo(port, { path: "/fonts" });
      expect(sent.status).toBe(500);
      expect(sent.body).toBe("Internal Server Error");
      expect(sent.headers["cache-control"]).toBe("private, no-store");
      expect(sent.headers.etag).toBeUndefined();
    } finally {
      console.error = original;
    }
  });
});

describe("the sites' request ids and logs", () => {
  /** A stand-in for Next: logs a line of its own, answers with the id and trace it was given. */
  const echoRequestId: RequestListener = (request, response) => {
    logger.warn({ err: new Error("upstream slow") }, "rendering");
    response.end(`${request.headers["x-request-id"]} ${request.headers.traceparent}`);
  };
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const TRACE = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

  it("give each request an id that Next sees and the response returns", async () => {
    const port = await listen([], echoRequestId);
    const first = await get(port, "127.0.0.1", {}, "/fonts?q=serif");
    const second = await get(port, "127.0.0.1", {}, "/fonts");
    expect(first.requestId).toMatch(UUID);
    expect(second.requestId).not.toBe(first.requestId);
    const [seenId, seenTrace] = first.body.split(" ");
    expect(seenId).toBe(first.requestId);
    expect(seenTrace).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it("keep a load balancer's plain id and trace, and replace an id that is not plain", async () => {
    const port = await listen([], echoRequestId);
    const kept = await get(port, "127.0.0.1", {
      "x-request-id": "lb-1234abcd",
      traceparent: TRACE,
    });
    expect(kept.requestId).toBe("lb-1234abcd");
    const [, seenTrace] = kept.body.split(" ");
    expect(seenTrace?.slice(0, 35)).toBe(TRACE.slice(0, 35));
    expect(seenTrace).not.toBe(TRACE);
    const replaced = await get(port, "127.0.0.1", { "x-request-id": '"><script>' });
    expect(replaced.requestId).toMatch(UUID);
  });

  it("log JSON lines carrying the request's id: Next's own lines and the access line", async () => {
    const port = await listen([], echoRequestId);
    const { requestId } = await get(port, "127.0.0.1", { traceparent: TRACE }, "/fonts?q=x");
    await vi.waitFor(() => expect(logged).toHaveLength(2));
    const [rendering, access] = logged;
    expect(rendering).toMatchObject({
      service: "test-site",
      level: 40,
      msg: "rendering",
      requestId,
      traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
    });
    expect(access).toMatchObject({
      msg: "request",
      requestId,
      method: "GET",
      path: "/fonts",
      status: 200,
    });
    expect(rendering?.err).toMatchObject({ message: "upstream slow" });
    expect(access).not.toHaveProperty("err");
    expect(access?.durationMs).toEqual(expect.any(Number));
    expect(new Date(String(access?.time)).getTime()).not.toBeNaN();
  });

  it("log nothing for health probes", async () => {
    const port = await listen([], echoRequestId);
    await get(port, "127.0.0.1", {}, "/healthz");
    await get(port, "127.0.0.1", {}, "/fonts");
    await vi.waitFor(() => expect(logged.length).toBeGreaterThan(1));
    expect(logged.map((line) => line.path).filter(Boolean)).toEqual(["/fonts"]);
  });
});

describe("the sites' health paths", () => {
  const neverNext = () => {
    throw new Error("a health probe reached Next");
  };

  it("are answered before Next; readiness fails once the stop begins, liveness does not", async () => {
    const port = await listen([], neverNext);
    expect(await get(port, "127.0.0.1", {}, "/healthz")).toEqual({ status: 200, body: "ok\n" });
    expect(await get(port, "127.0.0.1", {}, "/readyz?probe=1")).toEqual({
      status: 200,
      body: "ok\n",
    });
    stopping = drain?.stop({ delayMs: 1_000, graceMs: 5_000 }) ?? null;
    expect(await get(port, "127.0.0.1", {}, "/readyz")).toEqual({
      status: 503,
      body: "draining\n",
    });
    expect((await get(port, "127.0.0.1", {}, "/healthz")).status).toBe(200);
  });
});

describe("the sites' server options", () => {
  it("are next start's: port from --port, else PORT, else 3000; hostname; keep-alive", () => {
    expect(loadServerOptions([], {}, "/srv/foundry")).toEqual({
      dir: "/srv/foundry",
      port: 3000,
      hostname: undefined,
      keepAliveTimeout: undefined,
      trustedProxies: [],
      shutdownDelayMs: 5_000,
      shutdownGraceMs: 10_000,
      logLevel: "info",
    });
    expect(loadServerOptions([], { PORT: "3001" }, "/srv").port).toBe(3001);
    expect(
      loadServerOptions(
        ["apps/studio", "-p", "3101", "--hostname", "127.0.0.1", "--keepAliveTimeout", "70000"],
        { PORT: "3001" },
        "/repo",
      ),
    ).toMatchObject({
      dir: "/repo/apps/studio",
      port: 3101,
      hostname: "127.0.0.1",
      keepAliveTimeout: 70000,
    });
  });

  it("read TRUSTED_PROXIES as a comma-separated list and name a bad entry", () => {
    expect(
      loadServerOptions([], { TRUSTED_PROXIES: "10.0.0.0/8, ::1" }, "/srv").trustedProxies,
    ).toEqual(["10.0.0.0/8", "::1"]);
    expect(() => loadServerOptions([], { TRUSTED_PROXIES: "10.0.0.0/8,lb.internal" }, "/")).toThrow(
      /TRUSTED_PROXIES/,
    );
    expect(() => loadServerOptions(["--port", "http"], {}, "/")).toThrow(/port/);
  });

  it("wait 5 s after SIGTERM in production (NODE_ENV unset), none in development or tests", () => {
    expect(loadServerOptions([], { NODE_ENV: "production" }, "/").shutdownDelayMs).toBe(5_000);
    expect(loadServerOptions([], { NODE_ENV: "development" }, "/").shutdownDelayMs).toBe(0);
    expect(loadServerOptions([], { NODE_ENV: "test" }, "/").shutdownDelayMs).toBe(0);
    expect(
      loadServerOptions([], { SHUTDOWN_DELAY_MS: "250", SHUTDOWN_GRACE_MS: "3000" }, "/"),
    ).toMatchObject({ shutdownDelayMs: 250, shutdownGraceMs: 3_000 });
    expect(() => loadServerOptions([], { SHUTDOWN_DELAY_MS: "soon" }, "/")).toThrow(
      /SHUTDOWN_DELAY_MS/,
    );
  });
});

/** A raw GET: the status, the headers and the body's bytes as sent (not decoded). */
const getRaw = (port: number, path: string, headers: Record<string, string>) =>
  httpRequestTo(port, { path, headers });

describe("the sites' server compresses what it sends (issue 22)", () => {
  /** A page whose stylesheet comes again 40 KB further on, as a page's payload repeats it. */
  const stylesheet = Array.from({ length: 600 }, (_, rule) => `.c${rule}{margin:${rule}px}`).join(
    "",
  );
  const filler = Array.from({ length: 4000 }, (_, word) => `w${(word * 7919) % 10007}`).join(" ");
  const page = `<html><style>${stylesheet}</style><body>${filler}</body><script>"${stylesheet}"</script></html>`;
  const servePage: RequestListener = (request, response) => {
    if (request.url === "/font.woff2") {
      response.setHeader("Content-Type", "font/woff2");
      response.end(Buffer.alloc(4096, 7));
      return;
    }
    if (request.url === "/encoded") {
      response.setHeader("Content-Type", "application/json");
      response.setHeader("Content-Encoding", "gzip");
      response.end(gzipSync(JSON.stringify({ page })));
      return;
    }
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(page);
  };

  it("with Brotli where the browser takes it, smaller than gzip", async () => {
    const port = await listen([], servePage);
    const brotli = await getRaw(port, "/", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(page);

    const gzip = await getRaw(port, "/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString()).toBe(page);
    expect(brotli.bytes.length).toBeLessThan(gzip.bytes.length);
  });

  it("not at all for a browser that takes neither, nor for fonts or what is already encoded", async () => {
    const port = await listen([], servePage);
    const plain = await getRaw(port, "/", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes.toString()).toBe(page);

    const font = await getRaw(port, "/font.woff2", { "accept-encoding": "br, gzip" });
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.bytes.length).toBe(4096);

    const encoded = await getRaw(port, "/encoded", { "accept-encoding": "br, gzip" });
    expect(encoded.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(encoded.bytes).toString())).toEqual({ page });
  });
});

describe("the sites' server sends scripts as compressed at build time (issue 22)", () => {
  const script = `export const glyphs = ${JSON.stringify(Array.from({ length: 3000 }, (_, n) => `g${n % 97}`))};`;
  let staticDir = "";

  /** A stand-in for Next's static files: the file the URL names, with a type of its own. */
  const serveStatic: RequestListener = (request, response) => {
    const file = request.url?.split("?", 1)[0]?.replace("/_next/static/", "") ?? "";
    if (!response.hasHeader("Content-Type")) response.setHeader("Content-Type", "text/plain");
    response.end(readFileSync(join(staticDir, file)));
  };

  async function listenWithCopies() {
    staticDir = mkdtempSync(join(tmpdir(), "meridian-static-"));
    mkdirSync(join(staticDir, "chunks"));
    writeFileSync(join(staticDir, "chunks", "app.js"), script);
    writeFileSync(join(staticDir, "chunks", "tiny.js"), "1");
    expect(await precompress(staticDir)).toBe(1);
    return listen([], serveStatic, findPrecompressed(staticDir));
  }

  afterEach(() => rmSync(staticDir, { recursive: true, force: true }));

  it("the build's Brotli copy, named as the script it is, where the browser takes Brotli", async () => {
    const port = await listenWithCopies();
    const sent = await getRaw(port, "/_next/static/chunks/app.js?v=1", {
      "accept-encoding": "gzip, deflate, br, zstd",
    });
    expect(sent.headers["content-encoding"]).toBe("br");
    expect(sent.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(sent.headers.vary).toMatch(/accept-encoding/i);
    expect(sent.bytes).toEqual(readFileSync(join(staticDir, "chunks", "app.js.br")));
    expect(brotliDecompressSync(sent.bytes).toString()).toBe(script);
  });

  it("the script itself, compressed as it goes, to a browser that refuses Brotli", async () => {
    const port = await listenWithCopies();
    const gzip = await getRaw(port, "/_next/static/chunks/app.js", {
      "accept-encoding": "gzip, br;q=0",
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.bytes).toString()).toBe(script);

    const tiny = await getRaw(port, "/_next/static/chunks/tiny.js", { "accept-encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.bytes.toString()).toBe("1");
  });
});

describe("the sites' server tells caches what they may keep (issue 44)", () => {
  const serve =
    (cacheControl: string): RequestListener =>
    (_request, response) => {
      response.setHeader("Content-Type", "text/html");
      response.setHeader("Cache-Control", cacheControl);
      response.end("<p>page</p>");
    };

  it("sends a page from Next's ISR cache public, a second in a shared cache, stale on error", async () => {
    const port = await listen([], serve("s-maxage=31536000"));
    const { headers } = await getRaw(port, "/", {});
    expect(headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=1, stale-while-revalidate=59, stale-if-error=86400",
    );
  });

  it("sends a kept page again as it went out, Brotli and all, rendering and compressing it once", async () => {
    const watch = Symbol.for("@meridian/next-config/content-revision");
    const holder = globalThis as unknown as Record<symbol, unknown>;
    holder[watch] = { revision: 3 };
    let renders = 0;
    const page = `<main>${"kept ".repeat(400)}</main>`;
    try {
      const port = await listen([], (_request, response) => {
        renders += 1;
        response.setHeader("Content-Type", "text/html");
        response.setHeader("Cache-Control", "s-maxage=31536000");
        response.setHeader("x-nextjs-cache", "HIT");
        response.end(page);
      });
      const first = await getRaw(port, "/fonts", { "accept-encoding": "br" });
      const again = await getRaw(port, "/fonts", { "accept-encoding": "br" });
      expect(renders).toBe(1);
      expect(again.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(again.bytes).toString()).toBe(page);
      expect(again.bytes.equals(first.bytes)).toBe(true);
      expect(again.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
      expect(logged.filter((line) => line.msg === "request")).toHaveLength(2);
    } finally {
      delete holder[watch];
    }
  });

  it("leaves a page rendered per request private and unkept", async () => {
    const perRequest = "private, no-cache, no-store, max-age=0, must-revalidate";
    const port = await listen([], serve(perRequest));
    expect((await getRaw(port, "/", {})).headers["cache-control"]).toBe(perRequest);
    expect(sharedCacheControl("private, s-maxage=60")).toBe("private, s-maxage=60");
  });
});
