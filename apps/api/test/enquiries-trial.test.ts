// Guards trial downloads (spec 2.10, 7.2; DESIGN 4.8): the request names catalogue fonts, a job
// builds the trial ZIP (each family's styles cut to basic Latin and renamed "… Trial", with the
// licence) and e-mails a signed link valid seven days; expired or tampered links are refused, and
// housekeeping deletes an archive a day after its link expired.
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import * as fontkit from "fontkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpiredTrialArchives } from "../src/app/housekeeping";
import { signToken } from "../src/platform/auth/signed-tokens";
import { trialArchives, trialRequests } from "../src/platform/db/schema";
import { uniqueEmail } from "./helpers/accounts";
import { firstLink } from "./helpers/outbox";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

const TRIAL = /* GraphQL */ `
  mutation CreateTrialDownload($fullName: String!, $email: String!, $fontIds: String!) {
    createTrialDownload(fullName: $fullName, email: $email, fontIds: $fontIds) {
      ok
      errors { code field message data }
    }
  }
`;

type Result = {
  createTrialDownload: {
    ok: boolean;
    errors: { code: string; field: string | null; message: string; data: string | null }[];
  };
};

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const requestsFor = (email: string) =>
  api.database.db.select().from(trialRequests).where(eq(trialRequests.email, email));

/** fontkit lists format 4's 0xFFFF end-of-table marker as a character; it is none. */
const charactersOf = (font: fontkit.Font) => font.characterSet.filter((code) => code !== 0xffff);

describe("CreateTrialDownload", () => {
  it("builds the trial fonts, e-mails a link, and the link downloads them", async () => {
    const email = uniqueEmail("trial");
    const result = await api.graphql<Result>(TRIAL, {
      fullName: "Zoë Marsh",
      email,
      fontIds: " manrope, ibm-plex-mono ,manrope,",
    });
    expect(result.data?.createTrialDownload).toEqual({ ok: true, errors: [] });
    const [request] = await requestsFor(email);
    expect(request?.fontIds).toEqual(["manrope", "ibm-plex-mono"]);

    const mail = await api.waitForMail(email, /trial fonts/);
    expect(mail.subject).toBe("Your Meridian trial fonts");
    const link = firstLink(mail);
    expect(link.origin).toBe(api.env.PUBLIC_API_ORIGIN);
    expect(link.pathname).toMatch(/^\/trial-download\/[\w-]+\.[\w-]+\.[\w-]+$/);

    const response = await api.request(link.pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="Meridian-trial-fonts.zip"',
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toContain("README.txt");
    expect(names).toContain("Manrope Trial/LICENSE.txt");
    expect(names).toContain("IBM Plex Mono Trial/LICENSE.txt");
    expect(names).toContain("Manrope Trial/ManropeTrial-Regular.otf");
    expect(names).toContain("IBM Plex Mono Trial/IBMPlexMonoTrial-Bold.ttf");

    const fontFiles = names.filter((name) => /\.(otf|ttf)$/.test(name));
    expect(fontFiles).toHaveLength(6 + 5);
    for (const name of fontFiles) {
      const font = fontkit.create(Buffer.from(files[name]!)) as fontkit.Font;
      const typographicFamily = font.getName("preferredFamily", "en") ?? font.familyName;
      expect(typographicFamily, name).toMatch(/ Trial$/);
      expect(font.familyName, name).toContain(" Trial");
      expect(font.fullName, name).toContain(" Trial");
      expect(font.postscriptName, name).toMatch(/Trial/);
      const characters = charactersOf(font);
      expect(characters.length, name).toBeGreaterThan(90);
      expect(
        characters.every((code) => code >= 0x20 && code <= 0x7e),
        name,
      ).toBe(true);
      // The outlines still shape text.
      expect(font.layout("Hamburgefonstiv").advanceWidth).toBeGreaterThan(0);
    }
    const regular = fontkit.create(
      Buffer.from(files["Manrope Trial/ManropeTrial-Regular.otf"]!),
    ) as fontkit.Font;
    expect(regular.familyName).toBe("Manrope Trial");
    expect(regular.postscriptName).toBe("ManropeTrial-Regular");
    // The licence travels with the fonts: the package's own OFL text, or a notice naming the font.
    const decoder = new TextDecoder();
    expect(decoder.decode(files["IBM Plex Mono Trial/LICENSE.txt"])).toContain(
      "SIL Open Font License",
    );
    expect(decoder.decode(files["Manrope Trial/LICENSE.txt"])).toMatch(
      /Manrope[\s\S]*SIL Open Font License/,
    );
  });

  it("refuses an expired link with 410 and a tampered one with 404", async () => {
    const expired = await signToken({
      secret: api.env.JWT_SECRET,
      audience: "meridian:trial-download",
      subject: "5f0c8a3e-9a53-4c44-8d89-0b8a1b7f2f11",
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    const gone = await api.request(`/trial-download/${expired}`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get("cache-control")).toBe("private, no-store");
    expect(await gone.json()).toEqual({
      error: "This download link has expired. Please request the trial fonts again.",
    });

    const valid = await signToken({
      secret: api.env.JWT_SECRET,
      audience: "meridian:trial-download",
      subject: "5f0c8a3e-9a53-4c44-8d89-0b8a1b7f2f11",
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    const [header, payload, signature] = valid.split(".");
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, "base64url").toString()),
        sub: "other",
      }),
    ).toString("base64url");
    for (const token of [`${header}.${forged}.${signature}`, "not-a-token"]) {
      const refused = await api.request(`/trial-download/${token}`);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: "This download link is not valid." });
    }
    // A valid link whose files are gone (or never were) is not found either.
    const missing = await api.request(`/trial-download/${valid}`);
    expect(missing.status).toBe(404);
  });

  it("keeps an archive while its link lives and deletes it a day after the link expired", async () => {
    const email = uniqueEmail("trial");
    await api.graphql<Result>(TRIAL, { fullName: "Ada", email, fontIds: "manrope" });
    const link = firstLink(await api.waitForMail(email, /trial fonts/));
    const [request] = await requestsFor(email);
    const housekeep = () => deleteExpiredTrialArchives(api.database);

    // Built six days ago: the link still works, and housekeeping leaves it.
    await api.database.db
      .update(trialArchives)
      .set({ createdAt: sql`now() - interval '6 days'` })
      .where(eq(trialArchives.requestId, request!.id));
    await housekeep();
    expect((await api.request(link.pathname)).status).toBe(200);

    await api.database.db
      .update(trialArchives)
      .set({ createdAt: sql`now() - interval '8 days 1 hour'` })
      .where(eq(trialArchives.requestId, request!.id));
    await housekeep();
    const gone = await api.request(link.pathname);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      error: "These trial fonts are no longer available. Please request them again.",
    });
  });

  it("answers a malformed link (a broken %-escape) with 404, not an error", async () => {
    const response = await api.request("/trial-download/%E0%A4%A");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ error: "This download link is not valid." });
  });

  it("answers a genuine link naming no request (not a UUID) with 404, not an error", async () => {
    for (const expiresAt of [Date.now() / 1000 + 60, Date.now() / 1000 - 60]) {
      const token = await signToken({
        secret: api.env.JWT_SECRET,
        audience: "meridian:trial-download",
        subject: "not-a-uuid",
        expiresAt: Math.floor(expiresAt),
      });
      const response = await api.request(`/trial-download/${token}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "This download link is not valid." });
    }
  });

  it("refuses an access token as a download link", async () => {
    const access = await signToken({
      secret: api.env.JWT_SECRET,
      audience: "meridian:access",
      subject: "5f0c8a3e-9a53-4c44-8d89-0b8a1b7f2f11",
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      claims: { client: "x" },
    });
    expect((await api.request(`/trial-download/${access}`)).status).toBe(404);
  });

  it("names the fonts that are not in the catalogue, and stores nothing", async () => {
    const email = uniqueEmail("trial");
    const result = await api.graphql<Result>(TRIAL, {
      fullName: "Ada",
      email,
      fontIds: "manrope,no-such-font,another-one",
    });
    expect(result.data?.createTrialDownload).toEqual({
      ok: false,
      errors: [
        {
          code: "NOT_FOUND",
          field: "fontIds",
          message: "No font in the catalogue has the id “no-such-font”, “another-one”",
          data: "no-such-font,another-one",
        },
      ],
    });
    expect(await requestsFor(email)).toEqual([]);
  });

  it("refuses a family staff closed to trials, naming it, and stores nothing", async () => {
    const store = structuredClone(await testStore());
    store.fonts.find((font) => font.id === "manrope")!.trial = false;
    const closed = await createTestApp({}, { store });
    try {
      const email = uniqueEmail("trial");
      const result = await closed.graphql<Result>(TRIAL, {
        fullName: "Ada",
        email,
        fontIds: "ibm-plex-mono,manrope",
      });
      expect(result.data?.createTrialDownload).toEqual({
        ok: false,
        errors: [
          {
            code: "INVALID_INPUT",
            field: "fontIds",
            message: "“Manrope” is not offered as a trial",
            data: "manrope",
          },
        ],
      });
      expect(await requestsFor(email)).toEqual([]);
    } finally {
      await closed.close();
    }
  });

  it.each([
    ["fullName", { fullName: " " }, "Enter your full name"],
    ["email", { email: "nobody" }, "Please enter a valid email address"],
    ["fontIds", { fontIds: " , ," }, "Choose at least one font"],
  ])("refuses a bad %s", async (field, change, message) => {
    const email = uniqueEmail("trial");
    const result = await api.graphql<Result>(TRIAL, {
      fullName: "Ada",
      email,
      fontIds: "manrope",
      ...change,
    });
    expect(result.data?.createTrialDownload).toEqual({
      ok: false,
      errors: [{ code: "INVALID_INPUT", field, message, data: null }],
    });
    expect(await requestsFor(email)).toEqual([]);
  });
});
