import { describe, expect, it } from "vitest";
import { dropBenignErrors, isBenignBrowserError, isBenignErrorEvent } from "./benign-errors";

describe("isBenignBrowserError", () => {
  it.each([
    "ResizeObserver loop limit exceeded",
    "ResizeObserver loop completed with undelivered notifications.",
    "Script error.",
    "Script error",
    "Failed to fetch",
    "TypeError: Failed to fetch",
    "TypeError: Failed to fetch (api.example.com)",
    "Load failed",
    "TypeError: Load failed",
    "NetworkError when attempting to fetch resource.",
    "TypeError: NetworkError when attempting to fetch resource.",
    "AbortError: The user aborted a request.",
    "The operation was aborted.",
    "signal is aborted without reason",
    "Fetch is aborted",
    "Error at chrome-extension://abcdef/content.js:1:2",
    "moz-extension://1234/inject.js threw",
    "safari-web-extension://x/y.js",
  ])("ignores %j", (message) => {
    expect(isBenignBrowserError(message)).toBe(true);
  });

  it.each([
    "Cannot read properties of undefined (reading 'price')",
    "Image load failed on the font page",
    "Script error in checkout",
    "Failed to fetch the cart because the server said no",
    "",
    null,
    undefined,
  ])("keeps %j", (message) => {
    expect(isBenignBrowserError(message)).toBe(false);
  });
});

describe("isBenignErrorEvent and dropBenignErrors", () => {
  it.each([
    ["a benign message", { message: "Script error." }, true],
    [
      "an AbortError exception",
      { exception: { values: [{ type: "AbortError", value: "x" }] } },
      true,
    ],
    [
      "a network TypeError",
      { exception: { values: [{ type: "TypeError", value: "Failed to fetch" }] } },
      true,
    ],
    [
      "a frame from an extension",
      {
        exception: {
          values: [
            {
              type: "Error",
              value: "boom",
              stacktrace: { frames: [{ filename: "chrome-extension://abc/content.js" }] },
            },
          ],
        },
      },
      true,
    ],
    [
      "a fault in the site's code",
      {
        exception: {
          values: [
            {
              type: "TypeError",
              value: "x is not a function",
              stacktrace: { frames: [{ filename: "https://example.com/_next/app.js" }] },
            },
          ],
        },
      },
      false,
    ],
    ["an empty event", {}, false],
  ])("%s → benign %s", (_, event, benign) => {
    expect(isBenignErrorEvent(event)).toBe(benign);
    expect(dropBenignErrors(event)).toBe(benign ? null : event);
  });
});
