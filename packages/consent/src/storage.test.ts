import { afterEach, describe, expect, it, vi } from "vitest";
import { consentCookie, readCookie, readStoredConsent, writeStoredConsent } from "./storage";
import { removeTestCookie, setTestCookie } from "./test-cookies";

describe("consent storage", () => {
  afterEach(() => {
    removeTestCookie("other");
  });

  it("writes one-year, site-wide, SameSite=Lax cookies with the value encoded", () => {
    expect(consentCookie("functional,analytics", false)).toBe(
      "accepted_cookies2=functional%2Canalytics; Path=/; SameSite=Lax; Max-Age=31536000",
    );
    expect(consentCookie("required", true)).toBe(
      "accepted_cookies2=required; Path=/; SameSite=Lax; Max-Age=31536000; Secure",
    );
  });

  it("stores in browser storage and the cookie", () => {
    writeStoredConsent("required,analytics");
    expect(window.localStorage.getItem("accepted_cookies2")).toBe("required,analytics");
    expect(readCookie("accepted_cookies2")).toBe("required,analytics");
  });

  it("reads storage first, then the cookie, else nothing", () => {
    expect(readStoredConsent()).toBeNull();
    setTestCookie("accepted_cookies2=required%2Cfunctional; Path=/");
    setTestCookie("other=1; Path=/");
    expect(readStoredConsent()).toBe("required,functional");
    window.localStorage.setItem("accepted_cookies2", "functional,analytics");
    expect(readStoredConsent()).toBe("functional,analytics");
  });

  it("survives storage that throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    writeStoredConsent("required");
    expect(readStoredConsent()).toBe("required");
  });

  it("does not mistake a cookie whose name ends the same", () => {
    setTestCookie("not_accepted_cookies2=x; Path=/");
    expect(readCookie("accepted_cookies2")).toBeNull();
    removeTestCookie("not_accepted_cookies2");
  });
});
