// The project runs on one Node.js LTS (issue 40): .nvmrc names it, the test and start commands
// bring it where the machine's is older, and the images and CI run the same major version.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const repoFile = (path: string) =>
  readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");
const nvmrc = repoFile(".nvmrc").trim();
const major = nvmrc.split(".")[0];

describe("the project's Node.js", () => {
  it("is Node.js 24 LTS", () => {
    expect(nvmrc).toMatch(/^24\.\d+\.\d+$/);
  });

  it("is what the tests run on", () => {
    expect(process.versions.node.split(".")[0]).toBe(major);
  });

  it("is what the images, CI and the engines field name", () => {
    expect(repoFile("deploy/Dockerfile")).toContain(`ARG NODE_IMAGE=node:${nvmrc}-bookworm-slim`);
    expect(repoFile(".github/workflows/ci.yml")).toContain(`container: node:${major}-bookworm`);
    const manifest = JSON.parse(repoFile("package.json"));
    expect(manifest.engines.node).toMatch(new RegExp(`^>=${major}\\.`));
  });
});
