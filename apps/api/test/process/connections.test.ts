// Guards the API process's connections: an idle keep-alive connection outlasts the sites'
// proxies' agents, a client too slow with its headers or body is dropped within seconds, and
// on SIGTERM readiness fails first, requests already in flight finish, and the process exits
// cleanly after closing the database.
import { Agent, get } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiProcess, startApiProcess } from "./api-process";

const port = 4700 + (process.pid % 200);
const base = `http://127.0.0.1:${port}`;
let api: ApiProcess;

beforeAll(async () => {
  api = await startApiProcess(port, {
    // Long enough that a loaded machine still sees the draining window.
    SHUTDOWN_DELAY_MS: "3000",
    SHUTDOWN_GRACE_MS: "10000",
    HEADERS_TIMEOUT_MS: "2000",
    REQUEST_TIMEOUT_MS: "4000",
  });
}, 120_000);

afterAll(() => api.dispose());

/** Sends a GraphQL request whose body arrives in two halves; `finish` sends the second. */
function slowRequest() {
  const body = JSON.stringify({ query: "{ apiVersion }" });
  const half = Math.floor(body.length / 2);
  const socket = connect(port, "127.0.0.1");
  let raw = "";
  socket.on("data", (chunk) => {
    raw += chunk;
  });
  const response = new Promise<string>((resolve, reject) => {
    socket.on("end", () => resolve(raw));
    socket.on("error", reject);
  });
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
  );
  return { response, finish: () => socket.write(body.slice(half)) };
}

const graphqlLoad = () =>
  fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ apiVersion }" }),
  }).then((response) => response.status);

/** GET on the agent's connection; whether that connection had served a request before. */
function getOn(agent: Agent, path: string) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const request = get(`${base}${path}`, { agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
      );
    });
    request.on("error", reject);
  });
}

describe("keep-alive", () => {
  it("keeps an idle connection open longer than a proxy's agent would (5 s)", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await getOn(agent, "/readyz")).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await getOn(agent, "/readyz")).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});

describe("a slow client", () => {
  /** Opens a connection, sends `partial`, and resolves with what the API sent before closing. */
  function trickle(partial: string) {
    return new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let raw = "";
      socket.on("data", (chunk) => {
        raw += chunk;
      });
      socket.on("close", () => resolve(raw));
      socket.on("error", reject);
      socket.write(partial);
    });
  }

  it("is dropped when its headers do not arrive within HEADERS_TIMEOUT_MS", async () => {
    const raw = await trickle("POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    expect(raw).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);

  it("is dropped when its body does not arrive within REQUEST_TIMEOUT_MS", async () => {
    const raw = await trickle(
      "POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    expect(raw).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);
});

describe("SIGTERM", () => {
  it("fails readiness, lets in-flight requests finish, then exits 0", async () => {
    const load = Array.from({ length: 40 }, graphqlLoad);
    const inFlight = slowRequest();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exited = new Promise<number | null>((resolve) => api.child.on("exit", resolve));

    api.child.kill("SIGTERM");
    // Readiness fails first, while the listener still accepts connections.
    let readiness = 200;
    for (let attempt = 0; attempt < 50 && readiness !== 503; attempt++) {
      readiness = (await fetch(`${base}/readyz`)).status;
      if (readiness !== 503) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(readiness).toBe(503);

    // Everything sent before the signal completes normally.
    expect(await Promise.all(load)).toEqual(Array(40).fill(200));
    inFlight.finish();
    const raw = await inFlight.response;
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    expect(raw).toContain('"apiVersion"');

    expect(await exited).toBe(0);
    // Idle keep-alive connections were dropped, not left to the grace period's deadline.
    expect(api.output()).not.toContain("grace period over");
    expect(api.output()).toContain('"msg":"stopped"');
  });
});
