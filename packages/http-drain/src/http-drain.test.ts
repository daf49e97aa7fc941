// Guards the graceful stop every server of a rolling restart goes through (issue 15): readiness
// fails at once; what was accepted is answered and closes its connection; once the delay is over
// and while clients still connect, only requests a balancer may send again elsewhere (GET, HEAD,
// OPTIONS) are turned away with 503, a POST is still served; the listener closes only when
// clients have stopped connecting, and a request that outlasts the grace is cut.
import { createServer, request as httpRequest, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createDrain, type Drain } from "./http-drain.mjs";

let server: Server | null = null;
let stopping: Promise<void> | null = null;

async function listen(
  handle: RequestListener,
  quietMs = 200,
): Promise<{ port: number; drain: Drain }> {
  const created = createServer((request, response) => {
    if (drain.admit(request, response)) handle(request, response);
  });
  const drain = createDrain(created, { quietMs });
  server = created;
  await new Promise<void>((done) => created.listen(0, "127.0.0.1", done));
  return { port: (created.address() as AddressInfo).port, drain };
}

interface Answer {
  status: number;
  connection: string | undefined;
  retryAfter: string | undefined;
  body: string;
}

/** One request on a connection of its own, as a load balancer without upstream keep-alive. */
function send(port: number, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port, method, path: "/", agent: false },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            retryAfter: response.headers["retry-after"],
            body,
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(method === "POST" ? "{}" : undefined);
  });
}

afterEach(async () => {
  await stopping;
  const running = server;
  server = null;
  stopping = null;
  if (running?.listening) await new Promise((done) => running.close(done));
});

describe("the drain", () => {
  it("fails readiness at once and answers a request in flight, closing its connection", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const { port, drain } = await listen(async (_request, response) => {
      arrived();
      await held;
      response.end("done");
    });
    const inFlight = send(port);
    await reached;
    expect(drain.draining).toBe(false);
    stopping = drain.stop({ delayMs: 50, graceMs: 5_000 });
    expect(drain.draining).toBe(true);
    release();
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, connection: "close", body: "done" });
    await stopping;
    await expect(send(port)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("serves everything during the delay, each response closing its connection", async () => {
    const { port, drain } = await listen((_request, response) => response.end("ok"));
    stopping = drain.stop({ delayMs: 1_000, graceMs: 5_000 });
    expect(await send(port, "GET")).toMatchObject({ status: 200, connection: "close" });
  });

  it("after the delay turns away GETs while clients keep connecting, and still serves a POST", async () => {
    const { port, drain } = await listen((_request, response) => response.end("served"), 2_000);
    // A client has just connected, so the listener stays open for the quiet period.
    expect((await send(port)).status).toBe(200);
    stopping = drain.stop({ delayMs: 0, graceMs: 10_000 });
    const get = await send(port, "GET");
    expect(get).toMatchObject({ status: 503, connection: "close", retryAfter: "1" });
    const post = await send(port, "POST");
    expect(post).toMatchObject({ status: 200, connection: "close", body: "served" });
    // Still listening while connections come; closed once they stop.
    expect((await send(port, "HEAD")).status).toBe(503);
    await stopping;
    await expect(send(port)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("gives a request accepted just before the close its grace, though clients never went quiet", async () => {
    const { port, drain } = await listen(async (request, response) => {
      if (request.method === "POST") await new Promise((resolve) => setTimeout(resolve, 700));
      response.end("served");
    });
    expect((await send(port)).status).toBe(200);
    stopping = drain.stop({ delayMs: 0, graceMs: 500 });
    const post = send(port, "POST");
    // A client that keeps connecting until the listener is closed.
    for (;;) {
      const outcome = await send(port).catch((error: NodeJS.ErrnoException) => error.code);
      if (outcome === "ECONNREFUSED") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await post).toMatchObject({ status: 200, body: "served" });
  });

  it("cuts a request that outlasts the grace period and says so", async () => {
    let arrived = () => {};
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const { port, drain } = await listen(() => {
      arrived();
      // Never answers.
    });
    const hanging = send(port, "POST");
    await reached;
    let graceOver = false;
    stopping = drain.stop({
      delayMs: 0,
      graceMs: 300,
      onGraceOver: () => {
        graceOver = true;
      },
    });
    await expect(hanging).rejects.toMatchObject({ code: "ECONNRESET" });
    await stopping;
    expect(graceOver).toBe(true);
  });
});
