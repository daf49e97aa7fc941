// Guards how a site process learns of a published content revision (ADR 0036): the first read
// waits for the service's answer, later ones see a new revision within CONTENT_POLL_MS, and a
// failed question keeps the revision known.
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentRevision } from "./content-revision";
import { loadSiteEnv } from "./site-env";

const env = loadSiteEnv({ API_URL: "http://api.test", CONTENT_POLL_MS: "100" });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (globalThis as Record<symbol, unknown>)[
    Symbol.for("@meridian/next-config/content-revision")
  ];
});

/** The content service's answers, one a question, the last one repeated. */
function serviceAnswering(...answers: (number | "down")[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer === "down") throw new TypeError("fetch failed");
      return Response.json({ data: { _site: { revision: answer } } });
    }),
  );
  return asked;
}

describe("contentRevision", () => {
  it("waits for the service's first answer, then follows a publish within the poll", async () => {
    vi.useFakeTimers();
    const asked = serviceAnswering(3, 3, 4);
    expect(await contentRevision(env)).toBe(3);
    expect(asked).toEqual(["http://api.test/content/graphql"]);
    await vi.advanceTimersByTimeAsync(100);
    expect(await contentRevision(env)).toBe(3);
    await vi.advanceTimersByTimeAsync(100);
    expect(await contentRevision(env)).toBe(4);
    expect(asked).toHaveLength(3);
  });

  it("keeps the revision known while the service is away, and is undefined before any answer", async () => {
    vi.useFakeTimers();
    serviceAnswering("down", 5, "down");
    expect(await contentRevision(env)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(await contentRevision(env)).toBe(5);
    await vi.advanceTimersByTimeAsync(300);
    expect(await contentRevision(env)).toBe(5);
  });
});
