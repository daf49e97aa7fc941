import { describe, expect, it } from "vitest";
import { contactForm, contactVariables, trialForm, trialVariables } from "./enquiry-forms";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("trial form", () => {
  it("asks for a full name, an e-mail and at least one font", () => {
    expect(messages(trialForm.safeParse({ fullName: " ", email: "x", fonts: [] }))).toEqual([
      "Enter your full name",
      "Please enter a valid email address",
      "Choose at least one font",
    ]);
  });

  it("sends the chosen fonts as one comma-separated string", () => {
    const values = trialForm.parse({
      fullName: " Ada Lovelace ",
      email: "Ada@Example.com",
      fonts: ["font-inter", "font-geist"],
    });
    expect(trialVariables(values)).toEqual({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      fontIds: "font-inter,font-geist",
    });
  });
});

describe("contact form", () => {
  const filled = {
    companyName: "Atelier",
    email: "ada@example.com",
    name: "Ada",
    interests: ["Logo", "Hinting"],
    clientName: "",
    notes: "",
  };

  it("asks for the company, an e-mail, a name and an interest", () => {
    expect(
      messages(
        contactForm.safeParse({ ...filled, companyName: "", email: "", name: "", interests: [] }),
      ),
    ).toEqual([
      "Enter your company name",
      "Please enter a valid email address",
      "Enter your name",
      "Choose at least one interest",
    ]);
  });

  it("refuses an interest outside DESIGN 4.9's list", () => {
    expect(messages(contactForm.safeParse({ ...filled, interests: ["Lunch"] }))).toEqual([
      "Choose interests from the list: Custom font, Modified font, Logo, Localisation, Hinting, Licensing, Other",
    ]);
  });

  it("sends blank optional fields as absent", () => {
    expect(contactVariables(contactForm.parse({ ...filled, notes: "  Soon. " }))).toEqual({
      companyName: "Atelier",
      email: "ada@example.com",
      name: "Ada",
      interests: ["Logo", "Hinting"],
      clientName: null,
      notes: "Soon.",
    });
  });
});
