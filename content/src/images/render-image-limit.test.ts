import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { imageSource } from "../schema/common";
import { demoFonts } from "./__fixtures__/demo-fonts";
import { renderImage } from "./render-image";

/** How many drawings resvg has in hand at once, counted around the real renderer. */
const drawings = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock("@resvg/resvg-js", async (importOriginal) => {
  const resvg = await importOriginal<typeof import("@resvg/resvg-js")>();
  return {
    ...resvg,
    renderAsync: async (...args: Parameters<typeof resvg.renderAsync>) => {
      drawings.now++;
      drawings.most = Math.max(drawings.most, drawings.now);
      try {
        return await resvg.renderAsync(...args);
      } finally {
        drawings.now--;
      }
    },
  };
});

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "meridian-images-limit-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("renderImage, asked for many images at once", () => {
  it("draws one per core, two at most, at a time, and draws every one", async () => {
    const options = { outDir: join(root, "out"), cacheDir: join(root, "cache") };
    const sources = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"].map((text) =>
      imageSource.parse({ alt: text, font: "geist", text, width: 240, height: 120 }),
    );
    const assets = await Promise.all(
      sources.map((source) => renderImage(source, () => ({ path: demoFonts.geist }), options)),
    );
    expect(drawings.most).toBe(Math.min(2, availableParallelism()));
    expect(new Set(assets.map((asset) => asset.id)).size).toBe(6);
    expect(assets.map((asset) => asset.alt)).toEqual([
      "Alpha",
      "Bravo",
      "Charlie",
      "Delta",
      "Echo",
      "Foxtrot",
    ]);
  });
});
