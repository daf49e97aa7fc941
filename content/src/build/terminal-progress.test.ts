import { describe, expect, it } from "vitest";
import { createTerminalProgress } from "./terminal-progress";

/** A clock the test moves: each call is 500 ms after the last. */
function ticking() {
  let time = 0;
  return () => {
    time += 500;
    return time;
  };
}

describe("the content build's progress", () => {
  it("writes a plain line per item where there is no terminal, then a summary table", () => {
    const written: string[] = [];
    const { progress, summary } = createTerminalProgress({
      write: (text) => written.push(text),
      interactive: false,
      now: ticking(),
    });
    progress.stage("Fonts", 2);
    progress.step("inter/Inter-Regular.ttf", "cached");
    progress.step("inter/Inter-Bold.ttf", "failed");
    progress.stage("Images", 1);
    progress.step("A specimen of Inter");
    expect(written.join("")).toBe(
      [
        "Fonts: 2",
        "Fonts 1/2 inter/Inter-Regular.ttf (cached)",
        "Fonts 2/2 inter/Inter-Bold.ttf (failed)",
        "Images: 1",
        "Images 1/1 A specimen of Inter",
        "",
      ].join("\n"),
    );
    expect(summary().split("\n")).toEqual([
      "Stage   Items  Cached  Failed   Time",
      "Fonts       2       1       1  0.5 s",
      "Images      1       0       0  0.5 s",
      "Total                          1.5 s",
    ]);
  });

  it("redraws one bar in place on a terminal, and ends each stage's line", () => {
    const written: string[] = [];
    const { progress } = createTerminalProgress({
      write: (text) => written.push(text),
      interactive: true,
      columns: 60,
    });
    progress.stage("Fonts", 4);
    progress.step("a.ttf");
    progress.step("b.ttf");
    expect(written.at(-1)).toBe(`\r\x1b[2KFonts [${"█".repeat(12)}${"░".repeat(12)}] 2/4 b.ttf`);
    progress.step("c.ttf");
    progress.step("a-file-with-a-name-far-too-long-for-the-line.ttf");
    expect(written.at(-2)!.length).toBeLessThanOrEqual("\r\x1b[2K".length + 59);
    expect(written.at(-2)!.endsWith("…")).toBe(true);
    expect(written.at(-1)).toBe("\n");
  });
});
