// Guards ContactOther (spec 5, 7.2; DESIGN 4.9): the required fields and the interests list are
// checked with the fields named, nothing is stored for a refused enquiry, and an accepted one
// is stored and e-mailed to the foundry with the enquirer as reply-to.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequests } from "../src/platform/db/schema";
import { uniqueEmail } from "./helpers/accounts";
import { createTestApp, type TestApp } from "./helpers/test-app";

const CONTACT = /* GraphQL */ `
  mutation ContactOther(
    $companyName: String!
    $email: String!
    $name: String!
    $clientName: String
    $notes: String
    $interests: [String!]!
  ) {
    contactOther(
      companyName: $companyName
      email: $email
      name: $name
      clientName: $clientName
      notes: $notes
      interests: $interests
    ) {
      ok
      errors { code field message }
    }
  }
`;

type Result = {
  contactOther: { ok: boolean; errors: { code: string; field: string | null; message: string }[] };
};

const FOUNDRY = "studio-desk@meridian.example";

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ FOUNDRY_EMAIL: FOUNDRY });
});
afterAll(() => api.close());

const storedFor = (email: string) =>
  api.database.db.select().from(contactRequests).where(eq(contactRequests.email, email));

describe("ContactOther", () => {
  it("stores the enquiry and e-mails the foundry", async () => {
    const email = uniqueEmail("enquirer");
    const result = await api.graphql<Result>(CONTACT, {
      companyName: "Allotment Society",
      email: email.toUpperCase(),
      name: "Zoë Marsh",
      clientName: "The Allotment Press",
      notes: "A display face for our new masthead, with a matching logo.",
      interests: ["Custom font", "Logo", "Logo"],
    });
    expect(result.data?.contactOther).toEqual({ ok: true, errors: [] });

    const [stored] = await storedFor(email);
    expect(stored).toMatchObject({
      companyName: "Allotment Society",
      name: "Zoë Marsh",
      clientName: "The Allotment Press",
      interests: ["Custom font", "Logo"],
    });

    const mail = await api.waitForMail(FOUNDRY, /Allotment Society/);
    expect(mail.replyTo).toBe(email);
    expect(mail.subject).toBe("Enquiry from Zoë Marsh, Allotment Society: Custom font, Logo");
    expect(mail.text).toContain(`Email: ${email}`);
    expect(mail.text).toContain("A display face for our new masthead");

    // The enquirer hears it arrived, without an echo of anything they typed.
    const acknowledgement = await api.waitForMail(email, /enquiry/);
    expect(acknowledgement.subject).toBe("Your enquiry to Meridian");
    expect(acknowledgement.replyTo).toBe(FOUNDRY);
    expect(acknowledgement.text).toContain(
      "Thank you for your enquiry to Meridian about: Custom font, Logo.",
    );
    for (const typed of ["Zoë Marsh", "Allotment Society", "Allotment Press", "masthead"]) {
      expect(acknowledgement.text).not.toContain(typed);
    }
  });

  it("takes the optional fields as absent when blank", async () => {
    const email = uniqueEmail("enquirer");
    const result = await api.graphql<Result>(CONTACT, {
      companyName: "Acme",
      email,
      name: "Ada",
      clientName: " ",
      interests: ["Hinting"],
    });
    expect(result.data?.contactOther.ok).toBe(true);
    const [stored] = await storedFor(email);
    expect(stored).toMatchObject({ clientName: null, notes: null });
  });

  it.each([
    ["companyName", { companyName: " " }, "Enter your company name"],
    ["email", { email: "not-an-address" }, "Please enter a valid email address"],
    ["name", { name: "" }, "Enter your name"],
    ["interests", { interests: [] }, "Choose at least one interest"],
    [
      "interests.1",
      { interests: ["Logo", "Typefaces please"] },
      "Choose interests from the list: Custom font, Modified font, Logo, Localisation, Hinting, Licensing, Other",
    ],
    ["notes", { notes: "x".repeat(5001) }, "Use at most 5,000 characters for the notes"],
    [
      "clientName",
      { clientName: "x".repeat(201) },
      "Use at most 200 characters for the client's name",
    ],
  ])("refuses a bad %s and stores nothing", async (field, change, message) => {
    const email = uniqueEmail("refused");
    const result = await api.graphql<Result>(CONTACT, {
      companyName: "Acme",
      email,
      name: "Ada",
      interests: ["Other"],
      ...change,
    });
    expect(result.data?.contactOther).toEqual({
      ok: false,
      errors: [{ code: "INVALID_INPUT", field, message }],
    });
    expect(await storedFor(email)).toEqual([]);
  });

  it("names every bad field at once", async () => {
    const result = await api.graphql<Result>(CONTACT, {
      companyName: "",
      email: "",
      name: "",
      interests: [],
    });
    expect(result.data?.contactOther.errors.map((error) => error.field)).toEqual([
      "companyName",
      "email",
      "name",
      "interests",
    ]);
  });
});
