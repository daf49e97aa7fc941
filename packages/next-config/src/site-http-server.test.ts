// Guards the sites' server (issue 13 item 1): what reaches Next — and through its /graphql
// rewrite the API — as X-Forwarded-For is the address the site saw, never one the visitor
// wrote, unless the visitor is a trusted proxy (then its peer is appended); and the server takes
// `next start`'s options, refusing a bad TRUSTED_PROXIES entry by name. Issue 15: the server
// answers liveness and readiness itself, readiness fails once a stop begins, and a site started
// without NODE_ENV waits 5 s before closing, as the API does.
import { request as httpRequest, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createProxyTrust } from "@meridian/client-address";
import type { Drain } from "@meridian/http-drain";
import { afterEach, describe, expect, it } from "vitest";
import { createSiteServer } from "./site-http-server.mjs";
import { loadServerOptions } from "./site-server-options.mjs";

/** A stand-in for Next's handler: answers with the X-Forwarded-For it was given. */
const echoForwardedFor: RequestListener = (request, response) => {
  response.end(String(request.headers["x-forwarded-for"]));
};

let server: Server | null = null;
let drain: Drain | null = null;
let stopping: Promise<void> | null = null;

async function listen(trustedProxies: string[], handle = echoForwardedFor) {
  ({ server, drain } = createSiteServer({ handle, trust: createProxyTrust(trustedProxies) }));
  await new Promise<void>((done) => server?.listen(0, "127.0.0.1", done));
  return (server.address() as AddressInfo).port;
}

/** A GET from `localAddress` (Linux routes all of 127.0.0.0/8 to the loopback interface). */
function get(
  port: number,
  localAddress: string,
  headers: Record<string, string> = {},
  path = "/graphql",
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port, path, localAddress, headers, agent: false },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
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
      expect(await get(port, "127.0.0.1")).toEqual({ status: 500, body: "Internal Server Error" });
    } finally {
      console.error = original;
    }
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
