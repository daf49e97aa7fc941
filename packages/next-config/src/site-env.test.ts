import { describe, expect, it } from "vitest";
import { loadSiteEnv } from "./site-env";

describe("site configuration", () => {
  it("defaults to the local development ports", () => {
    expect(loadSiteEnv({})).toEqual({
      API_URL: "http://127.0.0.1:4000",
      FOUNDRY_URL: "http://localhost:3000",
      STUDIO_URL: "http://localhost:3001",
    });
  });

  it("names the variable that is wrong", () => {
    expect(() => loadSiteEnv({ API_URL: "not a url" })).toThrow(/API_URL/);
  });
});
