import { describe, expect, it } from "vitest";
import { signToken } from "../../platform/auth/signed-tokens";
import { signTrialToken } from "../enquiries/trials/trial-link";
import { signDownloadToken, verifyDownloadToken } from "./download-token";

const secret = "a-test-secret-of-at-least-32-characters";
const grant = {
  userId: "0b6f4f7e-9b1d-4c39-8d7e-3f0c1a2b3c4d",
  clientId: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
  invoiceId: 42,
  itemId: "5f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f",
};

describe("download tokens", () => {
  it("name the user, session, invoice and line for 15 minutes", async () => {
    const minutesAgo = (minutes: number) => Date.now() - minutes * 60 * 1000;
    expect(await verifyDownloadToken(secret, await signDownloadToken(secret, grant))).toEqual(
      grant,
    );
    expect(
      await verifyDownloadToken(secret, await signDownloadToken(secret, grant, minutesAgo(14))),
    ).toEqual(grant);
    expect(
      await verifyDownloadToken(secret, await signDownloadToken(secret, grant, minutesAgo(15.1))),
    ).toBeNull();
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
    const otherSession = Buffer.from(
      JSON.stringify({ ...claims, client: "1a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d" }),
    ).toString("base64url");
    expect(await verifyDownloadToken(secret, `${header}.${otherSession}.${signature}`)).toBeNull();
    expect(
      await verifyDownloadToken(secret, `${header}.${payload}.${signature!.slice(0, -2)}`),
    ).toBe(null);
    // Signed with the same key for another purpose: a trial link is no download link.
    expect(
      await verifyDownloadToken(secret, await signTrialToken(secret, grant.userId)),
    ).toBeNull();
    // A link of the hour-long kind signed before ADR 0011 names no session: it opens nothing.
    const sessionless = await signToken({
      secret,
      audience: "meridian:download",
      subject: grant.userId,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      claims: { invoiceId: String(grant.invoiceId), itemId: grant.itemId },
    });
    expect(await verifyDownloadToken(secret, sessionless)).toBeNull();
    for (const junk of [null, "", ".", "a.b.c", "x".repeat(3000)])
      expect(await verifyDownloadToken(secret, junk)).toBeNull();
  });
});
