import { describe, expect, it } from "vitest";
import { pageCount, pageHref, pageWindow, requestedPage } from "./archive-paging";

describe("archive paging", () => {
  it("reads the page number from the query string", () => {
    expect(requestedPage(undefined)).toBe(1);
    expect(requestedPage("3")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "two", "", "01", ["1", "2"]]) {
      expect(requestedPage(bad)).toBeNull();
    }
  });

  it("counts pages of twelve, with one page for an empty archive", () => {
    expect(pageCount(45)).toBe(4);
    expect(pageCount(48)).toBe(4);
    expect(pageCount(0)).toBe(1);
  });

  it("links page 1 to the bare path and fetches each page's window", () => {
    expect(pageHref(1)).toBe("/archive");
    expect(pageHref(2)).toBe("/archive?page=2");
    expect(pageWindow(3)).toEqual({ first: 12, skip: 24 });
  });
});
