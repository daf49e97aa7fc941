// Guards a rolling restart (issue 13.6): SIGTERM while clients keep sending — on new
// connections and keep-alive ones, for longer than the readiness delay — fails no request and
// resets no connection: the listener closes only once clients stop connecting, and a
// connection the API accepted is answered (with Connection: close) even when its request
// arrives after the listener closed.
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ApiProcess, startApiProcess } from "./api-process";

const port = 4900 + (process.pid % 90);
let api: ApiProcess;

beforeAll(async () => {
  api = await startApiProcess(port, { SHUTDOWN_DELAY_MS: "500", SHUTDOWN_GRACE_MS: "10000" });
}, 120_000);

afterAll(() => api.dispose());

type Outcome = { status: number } | { error: string };

/** One GraphQL request on `agent` (false: a connection of its own). */
function send(agent: Agent | false, path = "/graphql", method = "POST"): Promise<Outcome> {
  const body = method === "POST" ? JSON.stringify({ query: "{ apiVersion }" }) : "";
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    outgoing.end(body);
  });
}

/** A connection opened now whose request is sent only when asked: accepted, but still silent. */
function silentConnection() {
  const body = JSON.stringify({ query: "{ apiVersion }" });
  const socket = connect(port, "127.0.0.1");
  let raw = "";
  socket.on("data", (chunk) => {
    raw += chunk;
  });
  const answer = new Promise<string>((resolve) => {
    socket.on("close", () => resolve(raw));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      raw = `error ${error.code}`;
    });
  });
  const connected = new Promise((resolve) => socket.once("connect", resolve));
  return {
    connected,
    answer,
    send: () =>
      socket.write(
        `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      ),
  };
}

it("answers every request through a SIGTERM under load, and resets no connection", async () => {
  const outcomes: Outcome[] = [];
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    api.child.on("exit", (code) => {
      exited = true;
      resolve(code);
    }),
  );
  // Clients that go on past the readiness delay, as a load balancer slow to notice would,
  // then stop: half open a connection per request, half keep theirs alive.
  let sending = true;
  const clients = Array.from({ length: 12 }, async (_, index) => {
    const agent = index % 2 === 0 ? false : new Agent({ keepAlive: true, maxSockets: 1 });
    while (sending && !exited) outcomes.push(await send(agent));
    if (agent) agent.destroy();
  });
  // Connections opened before the signal whose requests come only after the listener closed:
  // Node counts such a connection idle, and http.Server#close used to reset it.
  const silent = Array.from({ length: 4 }, silentConnection);
  await Promise.all(silent.map((connection) => connection.connected));

  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = outcomes.length;
  api.child.kill("SIGTERM");
  // Readiness fails at once.
  expect(await send(false, "/readyz", "GET")).toEqual({ status: 503 });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  sending = false;
  await Promise.all(clients);
  // Past the delay and the quiet period that follows the clients' last connection: the
  // listener closes; the silent connections were accepted long before and are answered.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const connection of silent) connection.send();
  const lateAnswers = await Promise.all(silent.map((connection) => connection.answer));

  expect(await exit).toBe(0);
  for (const raw of lateAnswers) {
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    expect(raw.toLowerCase()).toContain("connection: close");
  }
  const answered = outcomes.filter((outcome) => "status" in outcome);
  // Requests went on being answered through the readiness delay and after it, and none failed.
  expect(answered.length).toBeGreaterThan(before + 12);
  expect(outcomes.filter((outcome) => "error" in outcome)).toEqual([]);
  expect(new Set(answered.map((outcome) => outcome.status))).toEqual(new Set([200]));
  expect(api.output()).toContain('"msg":"stopped"');
}, 60_000);
