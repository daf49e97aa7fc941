import { describe, expect, it } from "vitest";
import { guestInvoicePath } from "./guest-invoice-path";

describe("guestInvoicePath", () => {
  it("is /invoice/{id}?key=… with the key encoded", () => {
    expect(guestInvoicePath(7, "a+b/c=")).toBe("/invoice/7?key=a%2Bb%2Fc%3D");
  });
});
