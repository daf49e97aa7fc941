// Guards the sites' JSON logs (issue 16): whatever Next or a page prints through `console`
// becomes one JSON line at the matching level, an Error as the line's `err`, Next's marks gone.
import { afterEach, describe, expect, it } from "vitest";
import {
  createSiteLogger,
  routeConsoleTo,
  routeWarningsTo,
  withRequestContext,
} from "./site-log.mjs";

const original = { ...console };
afterEach(() => {
  Object.assign(console, original);
});

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createSiteLogger("foundry", {
    destination: { write: (line) => lines.push(JSON.parse(line)) },
  });
  routeConsoleTo(logger);
  return lines;
}

describe("console on the sites' server", () => {
  it("writes Next's failed render as one error line with the error and the request's id", () => {
    const lines = capture();
    withRequestContext({ requestId: "req-12345678", traceId: "a".repeat(32) }, () => {
      console.error(" ⨯", new Error("Content query failed"));
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        service: "foundry",
        requestId: "req-12345678",
        msg: "Content query failed",
        err: expect.objectContaining({ type: "Error", message: "Content query failed" }),
      }),
    ]);
  });

  it("keeps console's levels and formats its arguments", () => {
    const lines = capture();
    console.log("%s fonts", 12);
    console.warn(" ⚠ slow render of", "/fonts");
    console.info({ a: 1 });
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [30, "12 fonts"],
      [40, "slow render of /fonts"],
      [30, "{ a: 1 }"],
    ]);
    expect(lines[0]).not.toHaveProperty("requestId");
  });
});

describe("process warnings on the sites' server", () => {
  const nodeListeners = process.listeners("warning");
  afterEach(() => {
    process.removeAllListeners("warning");
    for (const listener of nodeListeners) process.on("warning", listener);
  });

  it("are warn lines with the warning, not error lines", async () => {
    const lines: Array<Record<string, unknown>> = [];
    routeWarningsTo(
      createSiteLogger("studio", {
        destination: { write: (line) => lines.push(JSON.parse(line)) },
      }),
    );
    const said = new Promise((resolve) => process.once("warning", resolve));
    process.emitWarning("11 close listeners added", "MaxListenersExceededWarning");
    await said;
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        service: "studio",
        msg: "11 close listeners added",
        warning: expect.objectContaining({ name: "MaxListenersExceededWarning" }),
      }),
    ]);
  });
});
