import { describe, expect, it } from "vitest";
import { columnsOf, selectTiles } from "./tile-selection";

const collection = [
  "courier-headline",
  "halden-text",
  "northline-sans",
  "ledger-sans",
  "manrope-cymraeg",
];
const select = (rules: Parameters<typeof selectTiles<string>>[2]) =>
  selectTiles(collection, (slug) => slug, rules);

describe("selectTiles", () => {
  it("shows the named items in the block's order, no more than the grid holds", () => {
    expect(
      select({
        items: ["northline-sans", "courier-headline", "ledger-sans"],
        layout: "two",
        numberOfRows: 1,
        fillWithRemainingItems: false,
      }),
    ).toEqual(["northline-sans", "courier-headline"]);
  });

  it("fills the grid with the rest of the collection when asked", () => {
    expect(
      select({
        items: ["ledger-sans"],
        layout: "three",
        numberOfRows: 1,
        fillWithRemainingItems: true,
      }),
    ).toEqual(["ledger-sans", "courier-headline", "halden-text"]);
  });

  it("leaves the grid short without fillWithRemainingItems", () => {
    expect(
      select({
        items: ["ledger-sans"],
        layout: "four",
        numberOfRows: 2,
        fillWithRemainingItems: false,
      }),
    ).toEqual(["ledger-sans"]);
  });

  it("shows the collection when no items are named", () => {
    expect(
      select({ items: [], layout: "two", numberOfRows: 2, fillWithRemainingItems: false }),
    ).toEqual(collection.slice(0, 4));
  });

  it("skips names that no longer exist, duplicates, and the page's own item", () => {
    expect(
      select({
        items: ["gone", "manrope-cymraeg", "halden-text", "halden-text"],
        layout: "two",
        numberOfRows: 2,
        fillWithRemainingItems: true,
        exclude: "manrope-cymraeg",
      }),
    ).toEqual(["halden-text", "courier-headline", "northline-sans", "ledger-sans"]);
  });
});

describe("columnsOf", () => {
  it("reads the layout names, three when unknown", () => {
    expect([columnsOf("two"), columnsOf("three"), columnsOf("four"), columnsOf("odd")]).toEqual([
      2, 3, 4, 3,
    ]);
  });
});
