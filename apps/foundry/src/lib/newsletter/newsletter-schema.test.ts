import { describe, expect, it } from "vitest";
import { checkNewsletterForm, subscribeRequestSchema } from "./newsletter-schema";
import { NEWSLETTER_TEXTS, visibleNewsletterErrors } from "./newsletter-texts";

describe("checkNewsletterForm", () => {
  it.each([
    [
      "missing email",
      { email: "", acceptedPrivacy: true },
      { email: NEWSLETTER_TEXTS.invalidEmail },
    ],
    [
      "blank email",
      { email: "   ", acceptedPrivacy: true },
      { email: NEWSLETTER_TEXTS.invalidEmail },
    ],
    [
      "malformed email",
      { email: "reader@", acceptedPrivacy: true },
      { email: NEWSLETTER_TEXTS.invalidEmail },
    ],
    [
      "no domain dot",
      { email: "reader@example", acceptedPrivacy: true },
      { email: NEWSLETTER_TEXTS.invalidEmail },
    ],
    [
      "privacy not accepted",
      { email: "reader@example.com", acceptedPrivacy: false },
      { acceptedPrivacy: NEWSLETTER_TEXTS.acceptPrivacy },
    ],
    [
      "both wrong",
      { email: "nope", acceptedPrivacy: false },
      { email: NEWSLETTER_TEXTS.invalidEmail, acceptedPrivacy: NEWSLETTER_TEXTS.acceptPrivacy },
    ],
    ["valid", { email: "reader@example.com", acceptedPrivacy: true }, {}],
    ["valid with spaces around", { email: "  reader@example.com ", acceptedPrivacy: true }, {}],
  ])("%s", (_case, input, expected) => {
    const check = checkNewsletterForm(input);
    expect(check.ok ? {} : check.errors).toEqual(expected);
    expect(check.ok).toBe(Object.keys(expected).length === 0);
  });

  it("trims the address it passes on", () => {
    const check = checkNewsletterForm({ email: " reader@example.com ", acceptedPrivacy: true });
    expect(check).toEqual({
      ok: true,
      values: { email: "reader@example.com", acceptedPrivacy: true },
    });
  });

  it("uses the spec's exact messages", () => {
    expect(NEWSLETTER_TEXTS.invalidEmail).toBe("Please enter a valid email address");
    expect(NEWSLETTER_TEXTS.acceptPrivacy).toBe("Please accept the privacy policy");
  });
});

describe("visibleNewsletterErrors", () => {
  it.each([
    [{}, {}],
    [{ email: "e" }, { email: "e" }],
    [{ acceptedPrivacy: "p" }, { acceptedPrivacy: "p" }],
    // The privacy message waits until the e-mail is right (spec 5).
    [{ email: "e", acceptedPrivacy: "p" }, { email: "e" }],
  ])("%j → %j", (errors, expected) => {
    expect(visibleNewsletterErrors(errors)).toEqual(expected);
  });
});

describe("subscribeRequestSchema", () => {
  it.each([
    [{ email: "reader@example.com", source: "Footer" }, true],
    [{ email: "reader@example.com" }, false],
    [{ email: "reader@example.com", source: "" }, false],
    [{ email: "not an address", source: "Footer" }, false],
    [{ email: 42, source: "Footer" }, false],
    [null, false],
  ])("%j valid: %s", (body, valid) => {
    expect(subscribeRequestSchema.safeParse(body).success).toBe(valid);
  });
});
