import { describe, expect, it } from "vitest";
import { HOMEPAGE_PAGE_SIZE, pageWindow, pagingState, parsePage } from "./paging";

describe("parsePage", () => {
  it("reads a whole page number", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(["2", "5"])).toBe(2);
  });

  it("treats anything else as the first page", () => {
    for (const value of [undefined, "", "0", "-1", "two", "1.5", "99999"]) {
      expect(parsePage(value)).toBe(1);
    }
  });
});

describe("pageWindow", () => {
  it("asks for every font up to the end of the page", () => {
    expect(pageWindow(1)).toEqual({ first: HOMEPAGE_PAGE_SIZE, skip: 0 });
    expect(pageWindow(3, 5)).toEqual({ first: 15, skip: 0 });
  });
});

describe("pagingState", () => {
  it("offers the next page while fonts remain", () => {
    expect(pagingState(1, 4, 6)).toEqual({ shown: 4, total: 6, nextPage: 2 });
  });

  it("offers nothing once every font is shown", () => {
    expect(pagingState(2, 6, 6).nextPage).toBeNull();
    expect(pagingState(9, 6, 6).nextPage).toBeNull();
  });
});
