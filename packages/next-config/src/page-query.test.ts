// Guards a page's query carried in its path (issue 44, ADR 0039): the proxy's `[revision]`
// segment holds the revision and, when there is one, the query; the page reads back exactly
// what the visitor's URL said, names given twice as lists, and nothing of Next's `_rsc`.
import { describe, expect, it } from "vitest";
import { isRevisionSegment, pageQuery, revisionSegment } from "./page-query";

const read = (segment: string) => pageQuery(Promise.resolve({ revision: segment }));

describe("a page's query in its [revision] segment", () => {
  it("is only the revision when the URL has no query, or only Next's _rsc", () => {
    expect(revisionSegment(42, "")).toBe("42");
    expect(revisionSegment(42, "?_rsc=1x2y3")).toBe("42");
    expect(revisionSegment(undefined, "")).toBe("0");
  });

  it("carries a query in characters a path segment keeps as they are", () => {
    const segment = revisionSegment(7, "?s1.text=Hamburgefonstiv%20%E2%80%94%20%C3%A9&s1.size=96");
    expect(segment).toMatch(/^7~[A-Za-z0-9_-]+$/);
  });

  it("gives the page back the query the visitor opened, accents and all", async () => {
    const segment = revisionSegment(7, "?s1.text=Hamburgefonstiv%20%E2%80%94%20%C3%A9&s1.size=96");
    expect(await read(segment)).toEqual({ "s1.text": "Hamburgefonstiv — é", "s1.size": "96" });
  });

  it("makes a name given twice a list, and drops _rsc", async () => {
    const segment = revisionSegment(3, "?fonts=inter&fonts=geist&_rsc=abc");
    expect(await read(segment)).toEqual({ fonts: ["inter", "geist"] });
  });

  it("leaves out the parameters analytics and advertising add to links, and only those", async () => {
    expect(revisionSegment(42, "?utm_source=news&utm_medium=social&fbclid=IwAR3x")).toBe("42");
    expect(revisionSegment(42, "?gclid=abc&msclkid=def&_gl=1*x")).toBe("42");
    const segment = revisionSegment(42, "?utm_campaign=launch&s1.size=96&fbclid=IwAR3x");
    expect(segment).toBe(revisionSegment(42, "?s1.size=96"));
    expect(await read(segment)).toEqual({ "s1.size": "96" });
    // A name that only looks like one is a page's own.
    expect(await read(revisionSegment(42, "?utm=1&fbclid_note=x"))).toEqual({
      utm: "1",
      fbclid_note: "x",
    });
  });

  it("reads nothing from a segment without a query or with a broken one", async () => {
    expect(await read("42")).toEqual({});
    expect(await read("42~%%%")).toEqual({});
    expect(await read("42~_w")).toEqual({});
  });

  it("tells a segment the proxy made from a path it left as it was", () => {
    expect(isRevisionSegment(revisionSegment(42, ""))).toBe(true);
    expect(isRevisionSegment(revisionSegment(7, "?s1.size=96&tag=serif"))).toBe(true);
    expect(isRevisionSegment("42~czEuc2l6ZT05Ng")).toBe(true);
    expect(isRevisionSegment("favicon.ico")).toBe(false);
    expect(isRevisionSegment("robots.txt")).toBe(false);
    expect(isRevisionSegment("fonts")).toBe(false);
    expect(isRevisionSegment("42~not base64!")).toBe(false);
  });
});
