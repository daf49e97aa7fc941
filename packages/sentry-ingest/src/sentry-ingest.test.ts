import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { type SentryIngest, startSentryIngest } from "./sentry-ingest";

let ingest: SentryIngest | undefined;
afterEach(async () => {
  await ingest?.close();
  ingest = undefined;
});

function envelopeUrl(dsn: string): string {
  const url = new URL(dsn);
  return `${url.protocol}//${url.host}/api${url.pathname}/envelope/`;
}

describe("the Sentry ingest stand-in", () => {
  it("keeps the events of an envelope, with or without item lengths, gzipped or not", async () => {
    ingest = await startSentryIngest();
    const event = JSON.stringify({ event_id: "a".repeat(32), message: "Zürich" });
    const envelope = [
      JSON.stringify({ event_id: "a".repeat(32) }),
      JSON.stringify({ type: "event", length: Buffer.byteLength(event) }),
      event,
      JSON.stringify({ type: "client_report" }),
      JSON.stringify({ discarded_events: [] }),
    ].join("\n");

    const plain = await fetch(envelopeUrl(ingest.dsn("7")), { method: "POST", body: envelope });
    const zipped = await fetch(envelopeUrl(ingest.dsn("7")), {
      method: "POST",
      headers: { "Content-Encoding": "gzip" },
      body: gzipSync(envelope),
    });

    expect([plain.status, zipped.status]).toEqual([200, 200]);
    expect(plain.headers.get("access-control-allow-origin")).toBe("*");
    const events = await ingest.waitForEvents(2);
    expect(events.map((received) => received.message)).toEqual(["Zürich", "Zürich"]);
    expect(ingest.items().map((item) => `${item.project}:${item.type}`)).toEqual([
      "7:event",
      "7:client_report",
      "7:event",
      "7:client_report",
    ]);
  });

  it("rejects a wait that is not met in time, and answers 404 off the ingest path", async () => {
    ingest = await startSentryIngest();
    const response = await fetch(new URL("/elsewhere", envelopeUrl(ingest.dsn())));
    expect(response.status).toBe(404);
    await expect(ingest.waitForEvents(1, 50)).rejects.toThrow("0 of 1 Sentry events within 50 ms");
  });
});
