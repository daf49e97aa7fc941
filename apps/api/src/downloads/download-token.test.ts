import { describe, expect, it } from "vitest";
import { DOWNLOAD_TOKEN_SECONDS, signDownloadToken, verifyDownloadToken } from "./download-token";

const secret = "a-test-secret-of-at-least-32-characters";
const grant = {
  userId: "0b6f4f7e-9b1d-4c39-8d7e-3f0c1a2b3c4d",
  invoiceId: 42,
  itemId: "5f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f",
};

describe("download tokens", () => {
  it("name the user, invoice and line until they expire", () => {
    const now = 1_800_000_000;
    const token = signDownloadToken(secret, grant, now);
    expect(verifyDownloadToken(secret, token, now + 60)).toEqual(grant);
    expect(verifyDownloadToken(secret, token, now + DOWNLOAD_TOKEN_SECONDS)).toBeNull();
  });

  it("refuse another key, a changed payload or signature, and junk", () => {
    const token = signDownloadToken(secret, grant);
    const [payload, signature] = token.split(".");
    const other = Buffer.from(
      Buffer.from(payload!, "base64url").toString().replace(".42.", ".43."),
    ).toString("base64url");
    expect(verifyDownloadToken(`${secret}!`, token)).toBeNull();
    expect(verifyDownloadToken(secret, `${other}.${signature}`)).toBeNull();
    expect(verifyDownloadToken(secret, `${payload}.${signature!.slice(0, -2)}`)).toBeNull();
    for (const junk of [null, "", ".", "a.b.c", "x".repeat(600)])
      expect(verifyDownloadToken(secret, junk)).toBeNull();
  });
});
