// Guards Next's chunks fetched once the page has painted (issue 44, ADR 0041): the async chunk
// scripts and their preloads leave the HTML, one inline loader names them in order with their
// integrity, the policy gets the loader's hash, and the loader adds them once the page's
// priority images and the next frame have painted (after 2.5 s at most, at once when the page is
// hidden) — anything else stays where Next wrote it.
import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { chunkLoader, withScriptsAfterPaint } from "./scripts-after-paint.mjs";

const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js" integrity="sha256-TWFpbg=="/>',
  '<link rel="preload" as="font" href="/fonts/inter/Inter-Regular.woff2" crossorigin=""/>',
  '<script src="/_next/static/chunks/app.js" async="" integrity="sha256-QXBw"></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-UG9s" noModule=""></script>',
  '<script src="https://js.stripe.com/v3" async=""></script>',
  "</head><body><main>Geist</main>",
  '<script id="_R_">self.__next_f.push([1])</script>',
  '<script src="/_next/static/chunks/main.js" integrity="sha256-TWFpbg==" async=""></script>',
  "</body></html>",
].join("");

const CHUNKS: [string, string][] = [
  ["/_next/static/chunks/app.js", "sha256-QXBw"],
  ["/_next/static/chunks/page.js", ""],
  ["/_next/static/chunks/main.js", "sha256-TWFpbg=="],
];

describe("Next's chunks after the first paint", () => {
  const { html, source } = withScriptsAfterPaint(PAGE);

  it("takes the async chunk scripts and their preloads out of the page", () => {
    expect(html).not.toContain('src="/_next/static/chunks/app.js"');
    expect(html).not.toContain('src="/_next/static/chunks/page.js"');
    expect(html).not.toContain('src="/_next/static/chunks/main.js"');
    expect(html).not.toContain('href="/_next/static/chunks/main.js"');
  });

  it("leaves every other tag where it was", () => {
    expect(html).toContain('<link rel="preload" as="font" href="/fonts/inter/Inter-Regular.woff2"');
    expect(html).toContain(
      'src="/_next/static/chunks/polyfills.js" integrity="sha256-UG9s" noModule=""',
    );
    expect(html).toContain('<script src="https://js.stripe.com/v3" async=""></script>');
    expect(html).toContain('<main>Geist</main><script id="_R_">self.__next_f.push([1])</script>');
  });

  it("puts one loader naming the chunks in order, with their integrity, before </body>", () => {
    const loader = `<script id="next-chunk-loader">${chunkLoader(CHUNKS)}</script>`;
    expect(html.endsWith(`${loader}</body></html>`)).toBe(true);
  });

  it("gives the policy the SHA-256 of the loader as the page holds it", () => {
    const loader = /<script id="next-chunk-loader">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(source).toBe(`'sha256-${createHash("sha256").update(loader).digest("base64")}'`);
  });

  it("leaves a page without async chunks as it was", () => {
    const plain = '<html><body><script src="/_next/static/chunks/a.js"></script></body></html>';
    expect(withScriptsAfterPaint(plain)).toEqual({ html: plain, source: undefined });
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(withScriptsAfterPaint(fragment)).toEqual({ html: fragment, source: undefined });
  });
});

interface StandInImage {
  complete: boolean;
  decode(): Promise<void>;
}

/** A priority image still loading: `settle()` loads it, or fails it with `false`. */
function loadingImage() {
  let settle: (loaded?: boolean) => void = () => {};
  const image: StandInImage = {
    complete: false,
    decode: () =>
      new Promise<void>((resolve, reject) => {
        settle = (loaded = true) => (loaded ? resolve() : reject(new Error("EncodingError")));
      }),
  };
  return { image, settle: (loaded?: boolean) => settle(loaded) };
}

/**
 * Runs the loader against a stand-in document holding `images` as its priority images; what it
 * added, and the frames and timers it asked for (each with its delay), to run by hand.
 */
function runLoader(visibilityState: "visible" | "hidden", images: StandInImage[] = []) {
  const added: { src: string; integrity?: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const selectors: string[] = [];
  const document = {
    visibilityState,
    head: { appendChild: (script: (typeof added)[number]) => added.push({ ...script }) },
    createElement: () => ({ src: "", async: false }),
    querySelectorAll: (selector: string) => {
      selectors.push(selector);
      return images;
    },
  };
  runInNewContext(chunkLoader(CHUNKS), {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
  });
  return { added, frames, timers, selectors };
}

/** Lets the loader's promise callbacks run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

const ADDED = [
  { src: "/_next/static/chunks/app.js", integrity: "sha256-QXBw", async: true },
  { src: "/_next/static/chunks/page.js", async: true },
  { src: "/_next/static/chunks/main.js", integrity: "sha256-TWFpbg==", async: true },
];

describe("the loader", () => {
  it("adds the chunks after the next frame has painted, async, with their integrity", async () => {
    const { added, frames, timers, selectors } = runLoader("visible");
    expect(selectors).toEqual(['img[fetchpriority="high"]']);
    await settled();
    expect(added).toEqual([]);
    frames.shift()?.();
    expect(added).toEqual([]);
    timers.find((timer) => timer.delay === 0)?.callback();
    expect(added).toEqual(ADDED);
  });

  it("waits for the priority images still loading, then for a frame", async () => {
    const hero = loadingImage();
    const loaded: StandInImage = { complete: true, decode: () => new Promise(() => {}) };
    const { added, frames, timers } = runLoader("visible", [hero.image, loaded]);
    await settled();
    expect(frames).toEqual([]);
    hero.settle();
    await settled();
    frames.shift()?.();
    timers.find((timer) => timer.delay === 0)?.callback();
    expect(added).toEqual(ADDED);
  });

  it("goes on when a priority image fails", async () => {
    const broken = loadingImage();
    const { frames } = runLoader("visible", [broken.image]);
    broken.settle(false);
    await settled();
    expect(frames).toHaveLength(1);
  });

  it("adds them after 2.5 s at most, whatever the images do, and only once", async () => {
    const stalled = loadingImage();
    const { added, timers } = runLoader("visible", [stalled.image]);
    const cap = timers.find((timer) => timer.delay === 2500);
    cap?.callback();
    expect(added).toEqual(ADDED);
    stalled.settle();
    await settled();
    cap?.callback();
    expect(added).toHaveLength(3);
  });

  it("adds them at once to a hidden page, which paints no frame", () => {
    const { added, frames, timers } = runLoader("hidden", [loadingImage().image]);
    expect(frames).toEqual([]);
    expect(timers).toEqual([]);
    expect(added).toEqual(ADDED);
  });
});
