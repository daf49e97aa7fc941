import { describe, expect, it } from "vitest";
import { signTrialToken } from "../enquiries/trials/trial-link";
import { DOWNLOAD_TOKEN_SECONDS, signDownloadToken, verifyDownloadToken } from "./download-token";

const secret = "a-test-secret-of-at-least-32-characters";
const grant = {
  userId: "0b6f4f7e-9b1d-4c39-8d7e-3f0c1a2b3c4d",
  invoiceId: 42,
  itemId: "5f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f",
};

describe("download tokens", () => {
  it("name the user, invoice and line until they expire", async () => {
    expect(await verifyDownloadToken(secret, await signDownloadToken(secret, grant))).toEqual(
      grant,
    );
    const minted = Date.now() - (DOWNLOAD_TOKEN_SECONDS + 1) * 1000;
    expect(await verifyDownloadToken(secret, await signDownloadToken(secret, grant, minted))).toBe(
      null,
    );
  });

  it("refuse another key, a changed payload or signature, another use's token, and junk", async () => {
    const token = await signDownloadToken(secret, grant);
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const changed = Buffer.from(JSON.stringify({ ...claims, invoiceId: "43" })).toString(
      "base64url",
    );
    expect(await verifyDownloadToken(`${secret}!`, token)).toBeNull();
    expect(await verifyDownloadToken(secret, `${header}.${changed}.${signature}`)).toBeNull();
    expect(
      await verifyDownloadToken(secret, `${header}.${payload}.${signature!.slice(0, -2)}`),
    ).toBe(null);
    // Signed with the same key for another purpose: a trial link is no download link.
    expect(
      await verifyDownloadToken(secret, await signTrialToken(secret, grant.userId)),
    ).toBeNull();
    for (const junk of [null, "", ".", "a.b.c", "x".repeat(3000)])
      expect(await verifyDownloadToken(secret, junk)).toBeNull();
  });
});
