import { describe, expect, it } from "vitest";
import { loadSiteEnv } from "./site-env";

describe("site configuration", () => {
  it("defaults the API to the local port 4000", () => {
    expect(loadSiteEnv({})).toEqual({ API_URL: "http://127.0.0.1:4000" });
  });

  it("names the variable that is wrong", () => {
    expect(() => loadSiteEnv({ API_URL: "not a url" })).toThrow(/API_URL/);
  });
});
