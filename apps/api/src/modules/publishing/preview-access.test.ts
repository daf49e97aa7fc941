import { describe, expect, it } from "vitest";
import { issuePreviewAccess, verifyPreviewAccess } from "./preview-access";

const SECRET = "a-download-secret-of-at-least-32-chars";
const NOON = Date.UTC(2026, 11, 2, 12, 0, 0);

describe("preview access tokens", () => {
  it("opens a preview for ten minutes", () => {
    const { token, expiresAt } = issuePreviewAccess(SECRET, NOON);
    expect(expiresAt.toISOString()).toBe("2026-12-02T12:10:00.000Z");
    expect(verifyPreviewAccess(SECRET, token, NOON + 60_000)).toBe(true);
    expect(verifyPreviewAccess(SECRET, token, Date.UTC(2026, 11, 2, 12, 9, 59))).toBe(true);
    expect(verifyPreviewAccess(SECRET, token, Date.UTC(2026, 11, 2, 12, 10, 0))).toBe(false);
  });

  it("refuses a token signed with another secret, altered, or malformed", () => {
    const { token } = issuePreviewAccess(SECRET, NOON);
    expect(verifyPreviewAccess("another-secret-of-at-least-32-chars!!", token, NOON)).toBe(false);
    const [expires, mac] = token.split(".");
    expect(verifyPreviewAccess(SECRET, `${Number(expires) + 3600}.${mac}`, NOON)).toBe(false);
    expect(verifyPreviewAccess(SECRET, "", NOON)).toBe(false);
    expect(verifyPreviewAccess(SECRET, "1796213400", NOON)).toBe(false);
    expect(verifyPreviewAccess(SECRET, `${expires}.${mac}x`, NOON)).toBe(false);
  });
});
