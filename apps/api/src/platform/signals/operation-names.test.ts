import { describe, expect, it } from "vitest";
import { OTHER_OPERATION, operationLabel, readOperationNames } from "./operation-names";

describe("operation names", () => {
  const known = readOperationNames();

  it("are the sites' shop and content operations, not their fragments", () => {
    for (const name of ["Cart", "AddItemToCart", "UserRegister", "FinalizeInvoice", "AllFonts"]) {
      expect(known).toContain(name);
    }
    expect(known).not.toContain("FontCard");
    expect(known).not.toContain("CartFields");
  });

  it.each([
    ["AddItemToCart", "AddItemToCart"],
    ["MadeUpByAClient", OTHER_OPERATION],
    ["", OTHER_OPERATION],
    [undefined, OTHER_OPERATION],
    [null, OTHER_OPERATION],
  ])("label %j as %j", (name, label) => {
    expect(operationLabel(name, known)).toBe(label);
  });
});
