import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_FONTS, demoFontPath } from "./__fixtures__/demo-fonts";
import { processFontFile } from "./process-font";
import type { UploadJob } from "./types";
import { runUploadJobs } from "./upload-jobs";

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe("runUploadJobs", { timeout: 30_000 }, () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "meridian-upload-jobs-"));
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it("completes every good file and fails each broken one with a reason, in input order", async () => {
    const garbage = join(workDir, "garbage.otf");
    await writeFile(garbage, "This is a text file someone named .otf\n".repeat(50));
    const truncated = join(workDir, "truncated.otf");
    const manrope = await readFile(demoFontPath(DEMO_FONTS.manropeLatinBasic));
    await writeFile(truncated, manrope.subarray(0, 600));

    const style = (file: string, sourcePath: string, styleName: string) => ({
      file,
      sourcePath,
      familySlug: "demo",
      fontName: "Demo",
      styleName,
    });
    const inputs = [
      style(DEMO_FONTS.manropeLatinBasic, demoFontPath(DEMO_FONTS.manropeLatinBasic), "Regular"),
      style("uploads/garbage.otf", garbage, "Garbage"),
      style(
        "source-serif/OTF/Missing.otf",
        demoFontPath("source-serif/OTF/Missing.otf"),
        "Missing",
      ),
      style("uploads/truncated.otf", truncated, "Truncated"),
      style(DEMO_FONTS.plexMonoWoff2, demoFontPath(DEMO_FONTS.plexMonoWoff2), "Mono"),
    ];
    const dirs = { buildDir: join(workDir, "build"), cacheDir: join(workDir, "cache") };
    const changes: UploadJob[] = [];
    const run = () =>
      runUploadJobs(inputs, {
        process: (input) => processFontFile({ ...input, ...dirs }),
        onJobChange: (job) => changes.push(job),
      });

    const { jobs, results } = await run();
    expect(
      jobs.map(({ file, status, error, cached }) => ({ file, status, error, cached })),
    ).toEqual([
      { file: DEMO_FONTS.manropeLatinBasic, status: "complete", error: null, cached: false },
      {
        file: "uploads/garbage.otf",
        status: "failed",
        error: "not a font file: unrecognised signature",
        cached: false,
      },
      {
        file: "source-serif/OTF/Missing.otf",
        status: "failed",
        error: "file not found: source-serif/OTF/Missing.otf",
        cached: false,
      },
      {
        file: "uploads/truncated.otf",
        status: "failed",
        error: expect.stringMatching(/^damaged font file: its tables could not be read/),
        cached: false,
      },
      { file: DEMO_FONTS.plexMonoWoff2, status: "complete", error: null, cached: false },
    ]);
    expect(results.map((result) => result?.outputs.woff2 ?? null)).toEqual([
      "fonts/demo/Demo-Regular.woff2",
      null,
      null,
      null,
      "fonts/demo/Demo-Mono.woff2",
    ]);
    for (const job of jobs) {
      expect(job.startedAt).toMatch(ISO_TIME);
      expect(job.finishedAt).toMatch(ISO_TIME);
      expect(Date.parse(job.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(job.startedAt));
    }

    // Each job was announced as pending before it finished.
    for (const job of jobs) {
      const statuses = changes.filter((change) => change.file === job.file).map((c) => c.status);
      expect(statuses).toEqual(["pending", job.status]);
    }

    const again = await run();
    expect(again.jobs.map((job) => [job.status, job.cached])).toEqual([
      ["complete", true],
      ["failed", false],
      ["failed", false],
      ["failed", false],
      ["complete", true],
    ]);
  });

  it("runs at most thirty-two jobs at a time", async () => {
    let running = 0;
    let mostAtOnce = 0;
    const inputs = Array.from({ length: 50 }, (_, index) => ({ file: `font-${index}.otf` }));
    const { results } = await runUploadJobs(inputs, {
      process: async (input) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running--;
        return { file: input.file, cached: false };
      },
    });
    expect(mostAtOnce).toBe(32);
    expect(results.map((result) => result?.file)).toEqual(inputs.map((input) => input.file));
  });

  it("words an unexpected error plainly instead of failing the run", async () => {
    const { jobs } = await runUploadJobs([{ file: "a.otf" }], {
      process: () => Promise.reject(new Error("no space left on device")),
    });
    expect(jobs[0]).toMatchObject({
      status: "failed",
      error: "could not process the font: no space left on device",
    });
  });
});
