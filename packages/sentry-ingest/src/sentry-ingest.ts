import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, inflateSync } from "node:zlib";
import { type EnvelopeItem, parseEnvelope } from "./envelope";

export type { EnvelopeItem } from "./envelope";

/** What the stand-in received: each envelope item with the project it was sent to. */
export interface ReceivedItem extends EnvelopeItem {
  project: string;
}

export interface SentryIngest {
  /** A DSN that sends to this stand-in, for the given project id. */
  dsn(project?: string): string;
  /** Every item received so far, oldest first. */
  items(): ReceivedItem[];
  /** The error events received so far (envelope items of type `event`). */
  events(): Array<Record<string, unknown>>;
  /** Resolves with the events once at least `count` have arrived; rejects after `timeoutMs`. */
  waitForEvents(count: number, timeoutMs?: number): Promise<Array<Record<string, unknown>>>;
  /** Forgets what was received. */
  clear(): void;
  close(): Promise<void>;
}

/** `/api/{project}/envelope/`, where SDKs send (the older `/store/` too). */
const INGEST_PATH = /^\/api\/([^/]+)\/(envelope|store)\/?$/;

/** The public key the DSNs carry; the stand-in accepts any. */
const PUBLIC_KEY = "standin0000000000000000000000000";

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const encoding = request.headers["content-encoding"];
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

/**
 * Starts a stand-in for Sentry's ingest on 127.0.0.1 (`port` 0 picks a free one). It answers
 * as Sentry does — 200 with an id, CORS open so browsers' reports are not blocked — and keeps
 * every envelope item for the test to read.
 */
export async function startSentryIngest(port = 0, host = "127.0.0.1"): Promise<SentryIngest> {
  const received: ReceivedItem[] = [];
  const waiters = new Set<() => void>();

  const server: Server = createServer(async (request, response) => {
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "*");
    if (request.method === "OPTIONS") {
      response.writeHead(204).end();
      return;
    }
    const match = INGEST_PATH.exec(new URL(request.url ?? "/", "http://ingest").pathname);
    if (request.method !== "POST" || !match) {
      response.writeHead(404).end();
      return;
    }
    const project = match[1] ?? "";
    try {
      const body = await readBody(request);
      const items =
        match[2] === "store"
          ? [{ type: "event", payload: JSON.parse(body.toString("utf8")) as unknown }]
          : parseEnvelope(body).items;
      for (const item of items) received.push({ ...item, project });
      for (const wake of waiters) wake();
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ id: "0".repeat(32) }));
    } catch (error) {
      response.writeHead(400, { "Content-Type": "text/plain" });
      response.end(error instanceof Error ? error.message : "bad envelope");
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;

  const events = () =>
    received
      .filter((item) => item.type === "event")
      .map((item) => item.payload as Record<string, unknown>);

  return {
    dsn: (project = "1") => `http://${PUBLIC_KEY}@${host}:${address.port}/${project}`,
    items: () => [...received],
    events,
    waitForEvents(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (events().length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(events());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${events().length} of ${count} Sentry events within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    clear: () => {
      received.length = 0;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
